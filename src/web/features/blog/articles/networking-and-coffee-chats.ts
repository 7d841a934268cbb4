import type { Article } from "../article";

export const networkingAndCoffeeChats: Article = {
  id: "5",
  title: "Networking and Coffee Chats That Actually Help",
  excerpt:
    "How to find the right people, write a message that gets a reply, run a useful twenty-minute conversation and keep in touch without being a nuisance.",
  image: "/blog/5.svg",
  date: "2026-01-19",
  author: "Finance Careers Editorial Team",
  category: "Networking",
  body: [
    {
      type: "paragraph",
      text: "Networking has a bad reputation among students, often because it sounds like asking strangers for jobs. Done well, it is something else: short, honest conversations with people who do the work you are interested in. These conversations help you choose the right area, give you specific material for applications and interviews, and occasionally lead to a referral. Most professionals remember being in your position and are glad to help when asked well.",
    },
    { type: "heading", text: "Who to talk to" },
    {
      type: "list",
      items: [
        {
          term: "Alumni of your university or school.",
          text: "A shared background is the easiest reason to reach out, and reply rates are usually higher. LinkedIn's alumni search on your university's page lets you filter by employer and location.",
        },
        {
          term: "People you met at events.",
          text: "Presentations, society events and insight days give you a natural reason to follow up within a day or two.",
        },
        {
          term: "Recent graduates and interns.",
          text: "Analysts one or two years ahead of you remember the process clearly and can tell you how recruiting works at their firm today.",
        },
        {
          term: "Your own network.",
          text: "Lecturers, former managers, family friends and society alumni may know someone in the industry and can introduce you.",
        },
      ],
    },
    { type: "heading", text: "Writing the first message" },
    {
      type: "paragraph",
      text: "Keep it short, specific and easy to say yes to. Say who you are, why you are contacting this person in particular and what you are asking for, which should be a short call, not a job. Offer flexibility on timing. A message of four or five sentences is plenty.",
    },
    {
      type: "tip",
      text: "Example: I'm a second-year economics student at your old university and I'm interested in asset management. I read about your team's move into infrastructure and would love to hear how you got into the role. Would you have fifteen minutes for a call in the next few weeks? I'm happy to fit around your schedule.",
    },
    {
      type: "paragraph",
      text: "If there is no reply after a week or so, one polite follow-up is fine. After that, move on; people are busy, and silence is rarely personal.",
    },
    { type: "heading", text: "Running a twenty-minute coffee chat" },
    {
      type: "paragraph",
      text: "Prepare as you would for a short interview. Read the person's profile, know the basics of their firm and team, and bring questions you could not answer from the website. Start with a one-minute introduction about yourself, spend most of the time listening, and finish on time even if the conversation is going well.",
    },
    {
      type: "list",
      items: [
        "What does a typical week look like in your role, and what surprised you when you started?",
        "What do the strongest interns or juniors on your team do differently?",
        "How is your team affected by current market conditions?",
        "What do you wish you had known when you were applying?",
        "Is there anyone else you think it would be useful for me to speak to?",
      ],
    },
    {
      type: "paragraph",
      text: "Avoid questions about salary or bonus, and do not ask directly for a referral in a first conversation. If the chat goes well, people often offer to help. If you are applying to their firm soon, it is fine to mention it and ask whether they have any advice on the process.",
    },
    { type: "heading", text: "After the conversation" },
    {
      type: "paragraph",
      text: "Send a short thank-you message the same day, mentioning one specific thing you found useful. Keep a record of every conversation: the person's name, firm, role, date, what you discussed and any follow-up you promised. When you later apply to that firm, you can mention what you learned from speaking to people there, which makes your motivation answers far more convincing.",
    },
    {
      type: "paragraph",
      text: "Then keep in touch lightly. A message every few months with a genuine update, such as an internship offer, a result or an article related to something they mentioned, keeps the relationship alive without asking for anything.",
    },
    { type: "heading", text: "Set a sustainable goal" },
    {
      type: "paragraph",
      text: "Networking works best as a steady habit, not a burst before deadlines. A realistic goal for most students is a few conversations each month during term, increasing in the months before applications open. Quality matters more than volume: five conversations you prepared for properly are worth more than twenty rushed ones.",
    },
    { type: "heading", text: "Etiquette that matters" },
    {
      type: "list",
      items: [
        "Be on time, and on video calls be in a quiet place with your camera on.",
        "Never share what someone told you in confidence, or quote them without permission.",
        "Do not send the same generic message to everyone at a firm; people compare notes.",
        "Thank people who helped you when you get an offer; they like to hear how it turned out.",
      ],
    },
  ],
};

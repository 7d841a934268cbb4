import type { Article, ArticleSummary } from "./article";
import { assessmentCentres } from "./articles/assessment-centres";
import { cvAndCoverLetter } from "./articles/cv-and-cover-letter";
import { futureOfFinanceCareers } from "./articles/future-of-finance-careers";
import { navigatingFinanceInternships } from "./articles/navigating-finance-internships";
import { networkingAndCoffeeChats } from "./articles/networking-and-coffee-chats";
import { onlineTestsAndVideoInterviews } from "./articles/online-tests-and-video-interviews";
import { springWeeksExplained } from "./articles/spring-weeks-explained";
import { technicalInterviewQuestions } from "./articles/technical-interview-questions";
import { topFinanceSkills2025 } from "./articles/top-finance-skills-2025";
import { readTimeMinutes } from "./read-time";

// spec 000 §2.1 and §9: the blog holds exactly these 9 articles, in the order the blog lists them.
// This is the one place their ids live: the route table, the prerender list and the sitemap read it.
export const ARTICLES: readonly Article[] = [
  navigatingFinanceInternships,
  topFinanceSkills2025,
  futureOfFinanceCareers,
  springWeeksExplained,
  assessmentCentres,
  onlineTestsAndVideoInterviews,
  technicalInterviewQuestions,
  networkingAndCoffeeChats,
  cvAndCoverLetter,
];

export const ARTICLE_IDS = ARTICLES.map((article) => article.id);

export function findArticle(id: string | undefined): Article | undefined {
  return ARTICLES.find((article) => article.id === id);
}

// Kept here too for the prerender list and the sitemap, which read the articles anyway.
export { articlePath } from "./article-path";

export function articleSummary({ body, ...article }: Article): ArticleSummary {
  return { ...article, readMinutes: readTimeMinutes(body) };
}

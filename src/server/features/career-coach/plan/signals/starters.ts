import { type PlanItem, RANK, signal } from "../plan-item";
import { readApplications } from "../tracked-applications";
import { readAptitudeResults } from "./aptitude";
import { readCvMatchRuns } from "./cv-match";
import { readInterviewResults } from "./interview";
import { readOnboarding, targetsOf } from "./targets";

// The first steps a member has not taken yet: track roles, take a practice interview, try an online
// test, score a CV against a role. Each disappears for good once done, so a new member's plan starts
// with these and an established member's plan holds only what their data asks for.

export type StarterFacts = {
  hasApplications: boolean;
  hasTargets: boolean;
  hasInterviewAnswers: boolean;
  hasAptitudeResults: boolean;
  hasCvMatches: boolean;
};

const STEPS: {
  key: string;
  done: (f: StarterFacts) => boolean;
  item: Omit<PlanItem, "key" | "kind" | "rank">;
}[] = [
  {
    key: "start:track",
    // With targets set, the targets signal names the kinds of role to track instead.
    done: (f) => f.hasApplications || f.hasTargets,
    item: {
      title: "Track your first roles",
      why: "Your tracker is empty. Add the roles you mean to apply to, from the job feed or by hand, and this plan will watch their deadlines and progress for you.",
      link: { href: "/app/job-feed", label: "Find roles in the job feed" },
    },
  },
  {
    key: "start:interview",
    done: (f) => f.hasInterviewAnswers,
    item: {
      title: "Take a practice interview",
      why: "You have not practised an interview yet. A short practice session scores each answer on structure, specificity and more, and this plan will point at what scored low.",
      link: { href: "/app/interview", label: "Practise an interview" },
    },
  },
  {
    key: "start:aptitude",
    done: (f) => f.hasAptitudeResults,
    item: {
      title: "Try a numerical reasoning test",
      why: "Most finance applications include online tests, and you have not taken a practice test yet. Your result shows where you stand against other members.",
      link: { href: "/app/assessment-prep/aptitude?kind=numerical", label: "Start a practice test" },
    },
  },
  {
    key: "start:cv-match",
    done: (f) => f.hasCvMatches,
    item: {
      title: "Score your CV against a role you want",
      why: "You have not run a CV match yet. Upload your CV and match it to a role: the score says which keywords and bullets to change.",
      link: { href: "/app/documents", label: "Open your documents" },
    },
  },
];

export const starterSignal = signal<StarterFacts>({
  id: "starters",
  // From the reads the other signals make anyway: no query of its own.
  async read({ once }) {
    const [applications, onboarding, interview, aptitude, cvMatches] = await Promise.all([
      once(readApplications),
      once(readOnboarding),
      once(readInterviewResults),
      once(readAptitudeResults),
      once(readCvMatchRuns),
    ]);
    return {
      // Archived ones count: the member has tracked roles before.
      hasApplications: applications.length > 0,
      hasTargets: Boolean(targetsOf(onboarding)?.targeted_role_types.length),
      hasInterviewAnswers: interview.answers > 0,
      hasAptitudeResults: aptitude.length > 0,
      hasCvMatches: cvMatches.length > 0,
    };
  },
  items(facts) {
    return STEPS.filter((step) => !step.done(facts)).map((step, index) => ({
      ...step.item,
      key: step.key,
      kind: "starter",
      rank: RANK.starter + index,
    }));
  },
});

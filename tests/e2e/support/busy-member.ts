import type { APIRequestContext } from "playwright-core";
import { apiOf, onboarding } from "./busy-member-api";
import { addAssessments, addDocuments, addInterviews, addPrepAndCoach } from "./busy-member-practice";
import { addAlumni, addApplications, addNetworking } from "./busy-member-search";
import type { Credentials } from "./fixtures";
import type { SeedMember } from "./seed-notifications";
import type { TestServer } from "./server";

// A member a season into their search, for screens that must hold up with real content: applications at
// every stage with long firm and role names, contacts with chats and follow-ups, finished and unfinished
// mock interviews (one with a follow-up), aptitude and personality results, documents, STAR stories,
// coach answers, alumni of the same university and notifications. All of it goes through the API, as
// the member would make it, except the notifications (seeded before the server starts, see
// seed-notifications.ts) and the job catalogue (seed-jobs.ts).

/** Notifications of every kind, some long, for seed-notifications.ts (SEED_NOTIFICATIONS). */
export function busyMemberSeed(credentials: Credentials): SeedMember {
  return {
    email: credentials.email,
    password: credentials.password,
    firstName: credentials.firstName,
    lastName: credentials.lastName,
    notifications: [
      {
        kind: "job_alert",
        title: "3 new roles match your alerts: Investment Banking Summer Analyst 2027 and more",
        message:
          "Goldman Sachs International, Blackstone and Smallbank Capital opened roles in London that match your targeted areas.",
        link: "/app/job-feed",
        minutesAgo: 30,
      },
      {
        kind: "closing_reminder",
        title: "Closing in 2 days: Private Equity Off-Cycle Intern at Blackstone",
        message: "Apply before the deadline; rolling roles can close early.",
        minutesAgo: 60 * 5,
      },
      {
        kind: "networking_reminder",
        title: "Send a thank-you to Alexandra Montgomery-Fitzwilliam",
        message: "You had a coffee chat yesterday; a short note within a day or two keeps you remembered.",
        link: "/app/networking",
        minutesAgo: 60 * 26,
        read: true,
      },
      {
        kind: "support_reply",
        title: "Support replied to your message",
        message: `We have looked at your CV upload (https://example.com/${"very-long-path-segment-".repeat(6)}cv.pdf) and fixed the problem.`,
        minutesAgo: 60 * 24 * 3,
      },
      {
        kind: "broadcast",
        title: "Spring week applications are opening: our guide to the first wave",
        message: "Read the guide in Prep and set your alerts for the banks you care about.",
        minutesAgo: 60 * 24 * 8,
        read: true,
      },
    ],
  };
}

/** The ids the screens with a parameter need. */
export type BusyMemberIds = {
  jobId: string;
  applicationId: string;
  interviewId: string;
  aptitudeAttemptId: string;
  personalityAttemptId: string;
};

/**
 * Fills the signed-in member's account (request carries their cookies). Alumni are other members of
 * the same university, made here through sign-up and their listing.
 */
export async function fillBusyMember(
  request: APIRequestContext,
  server: TestServer,
  member: Credentials,
): Promise<BusyMemberIds> {
  const api = apiOf(request, server);
  await api.put("/api/profile/onboarding", onboarding(member, "undergraduate_penultimate"));
  await api.post("/api/billing/trial");

  const { jobs } = await api.get<{ jobs: { id: string }[] }>("/api/jobs");
  const [firstJob] = jobs;
  if (!firstJob) throw new Error("no roles in the feed: run seed-jobs.ts before the server starts");
  for (const job of jobs) await api.post(`/api/tracker/track/${job.id}`);
  await api.put(`/api/jobs/${firstJob.id}/save`, {});

  const applicationId = await addApplications(api);
  await addNetworking(api, applicationId);
  const interviewId = await addInterviews(api);
  const { aptitudeAttemptId, personalityAttemptId } = await addAssessments(api);
  await addDocuments(api, firstJob.id);
  await addPrepAndCoach(api);
  await addAlumni(request, server);
  await api.post("/api/support/messages", {
    content: "My CV upload from https://drive.example.com/a-very-long-shared-link-that-does-not-wrap failed.",
    is_critical: false,
  });
  return { jobId: firstJob.id, applicationId, interviewId, aptitudeAttemptId, personalityAttemptId };
}

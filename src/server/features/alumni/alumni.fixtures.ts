import { expect } from "vitest";
import type { SignedIn, TestApp } from "../../../../tests/support/test-app";
import type { AlumniListingInput } from "../../../shared/schemas/alumni";
import type { listAlumni } from "./directory.service";
import type { myListing } from "./listing.service";
import type { listRequests } from "./requests.service";

// Members with a university, and a small client for the alumni routes, for the alumni API tests.

/** The routes' bodies, read from the services that make them. */
export type Directory = Awaited<ReturnType<typeof listAlumni>>;
export type Listing = Awaited<ReturnType<typeof myListing>>;
export type Requests = Awaited<ReturnType<typeof listRequests>>;

/** The body of a response that must have `status`; the body is in the message when it has not. */
export async function ok<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return response.json() as Promise<T>;
}

export async function errorOf(response: Response, status: number) {
  const body = await ok<{ error: { code: string; message: string; fields?: Record<string, string> } }>(
    response,
    status,
  );
  return body.error;
}

/** Onboarding as a member finishes it, so the university is where the app keeps it. */
export function answers(firstName: string, lastName: string, university: string, stage = "graduate") {
  return {
    firstName,
    lastName,
    university,
    education_status: stage,
    education_status_other: "",
    course_studied: null,
    course_studied_other: "",
    university_name: null,
    targeted_role_types: ["graduate_programme"],
    targeted_role_types_other: "",
    targeted_finance_areas: ["investment_banking"],
    targeted_finance_areas_other: "",
    open_to_remote: null,
    targeted_locations: ["london"],
    targeted_locations_other: "",
    needs_visa_sponsorship: null,
    relevant_experience: null,
    relevant_experience_other: "",
    strongest_skills: [],
    strongest_skills_other: "",
    job_update_frequency: "daily_summary",
    helpful_content_prefs: [],
    career_vision: null,
    career_vision_other: "",
  };
}

export type Member = SignedIn & { api: ReturnType<typeof alumniClient> };

/**
 * A member who finished onboarding at `university` (none: onboarding not done), at `stage` of their
 * studies (a graduate unless told).
 */
export async function memberAt(
  t: TestApp,
  university: string | null,
  names: { first: string; last: string } = { first: "Priya", last: "Shah" },
  stage = "graduate",
): Promise<Member> {
  const who = await t.signUp({ first_name: names.first, last_name: names.last });
  if (university) {
    const response = await t.request("/api/profile/onboarding", {
      method: "PUT",
      json: answers(names.first, names.last, university, stage),
      cookie: who.cookie,
    });
    await ok(response);
  }
  return { ...who, api: alumniClient(t, who) };
}

export const LISTING: AlumniListingInput = {
  listed: true,
  firm: "Barclays",
  role: "Graduate Analyst, Investment Banking",
  note: "Happy to talk about the graduate scheme and assessment centres.",
};

export function alumniClient(t: TestApp, who: SignedIn) {
  const call = (path: string, method = "GET", json?: unknown) =>
    t.request(`/api/alumni${path}`, { method, json, cookie: who.cookie });
  return {
    directory: () => call(""),
    listing: () => call("/listing"),
    saveListing: (input: Partial<AlumniListingInput> = {}) =>
      call("/listing", "PUT", { ...LISTING, ...input }),
    requests: () => call("/requests"),
    ask: (alumId: string, message = "Hello! I am applying to Barclays this autumn: could we talk?") =>
      call(`/${encodeURIComponent(alumId)}/requests`, "POST", { message }),
    accept: (requestId: string) => call(`/requests/${requestId}/accept`, "POST"),
    decline: (requestId: string) => call(`/requests/${requestId}/decline`, "POST"),
    block: (requestId: string) => call(`/requests/${requestId}/block`, "POST"),
    report: (requestId: string, reason = "This message was rude.") =>
      call(`/requests/${requestId}/report`, "POST", { reason }),
    unblock: (memberId: string) => call(`/blocks/${encodeURIComponent(memberId)}`, "DELETE"),
  };
}

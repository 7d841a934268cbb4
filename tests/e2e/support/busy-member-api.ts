import type { APIRequestContext } from "playwright-core";
import { ONBOARDING_DEFAULTS } from "../../../src/shared/onboarding";
import type { Credentials } from "./fixtures";
import type { TestServer } from "./server";

// What the busy member's seeding shares (busy-member.ts): calls as a signed-in member, UK days, and the
// onboarding answers of a student (or an alum) of one university.

export const BUSY_UNIVERSITY = "The London School of Economics and Political Science";

export const ukDay = (offsetDays: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(
    new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000),
  );

export type Api = {
  get<T>(url: string): Promise<T>;
  post<T>(url: string, data?: object): Promise<T>;
  put<T>(url: string, data: object): Promise<T>;
  patch<T>(url: string, data: object): Promise<T>;
};

/** Calls as the signed-in context; any answer other than 2xx stops the seeding with what the server said. */
export function apiOf(request: APIRequestContext, server: TestServer): Api {
  const call = async <T>(method: string, url: string, data?: object): Promise<T> => {
    const response = await request.fetch(`${server.url}${url}`, {
      method,
      data,
      headers: { origin: server.url },
    });
    if (!response.ok())
      throw new Error(`${method} ${url} answered ${response.status()}: ${await response.text()}`);
    const type = response.headers()["content-type"] ?? "";
    return (type.includes("json") ? await response.json() : await response.text()) as T;
  };
  return {
    get: (url) => call("GET", url),
    post: (url, data = {}) => call("POST", url, data),
    put: (url, data) => call("PUT", url, data),
    patch: (url, data) => call("PATCH", url, data),
  };
}

export const onboarding = (credentials: Pick<Credentials, "firstName" | "lastName">, status: string) => ({
  ...ONBOARDING_DEFAULTS,
  firstName: credentials.firstName,
  lastName: credentials.lastName,
  university: BUSY_UNIVERSITY,
  education_status: status,
  course_studied: "economics",
  targeted_role_types: ["spring_week", "summer_internship", "graduate_programme"],
  targeted_finance_areas: ["investment_banking", "private_equity", "asset_management"],
  open_to_remote: false,
  targeted_locations: ["london", "new_york"],
  needs_visa_sponsorship: false,
  relevant_experience: "society",
  strongest_skills: ["excel", "valuation"],
  helpful_content_prefs: ["application_deadlines", "interview_guides"],
  career_vision: "front_office_banking",
});

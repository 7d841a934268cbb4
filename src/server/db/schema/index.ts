export * from "./admin";
export * from "./auth";
export * from "./billing";
export * from "./jobs";
export * from "./marketing";
export * from "./profiles";
export * from "./rate-limits";
export * from "./referrals";

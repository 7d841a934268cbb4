import { eq, or } from "drizzle-orm";
import type { AuthUser } from "../../auth";
import type { Db } from "../../db/client";
import {
  alumniBlocks,
  alumniChatRequests,
  alumniListings,
  alumniReports,
  applicationDocuments,
  applicationEvents,
  applicationReminders,
  applicationStageHistory,
  applications,
  aptitudeAttempts,
  billingCustomers,
  coachMessages,
  coachPlanTicks,
  contactMessages,
  cvMatchRuns,
  documents,
  documentVersions,
  interviewAnswers,
  interviewQuestions,
  interviewSessions,
  licenseRedemptions,
  networkingContactApplications,
  networkingContacts,
  networkingInteractions,
  networkingReminders,
  networkingSettings,
  personalityAttempts,
  premiumSignups,
  prepStories,
  profiles,
  referralSignups,
  session,
  subscriptions,
} from "../../db/schema";

/** Everything /app/profile shows, read for the signed-in member only. */
export async function loadProfile(db: Db, member: AuthUser) {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, member.id));
  return {
    first_name: member.firstName ?? "",
    last_name: member.lastName ?? "",
    email: member.email,
    email_verified: member.emailVerified,
    onboarding: row?.onboarding ?? null,
    settings: {
      show_in_join_alerts: row?.showInJoinAlerts ?? false,
      email_broadcasts: row?.emailBroadcasts ?? true,
      email_support_replies: row?.emailSupportReplies ?? true,
      email_tracker_reminders: row?.emailTrackerReminders ?? true,
      email_networking_reminders: row?.emailNetworkingReminders ?? true,
      job_update_frequency: row?.onboarding?.job_update_frequency ?? "daily_summary",
    },
  };
}

/**
 * "Download my data" (UK GDPR Art. 15 and 20): every row the product keeps about the member, in one
 * JSON document. Password hashes and session tokens are credentials, not personal data to hand out.
 */
export async function exportData(db: Db, member: AuthUser) {
  const id = member.id;
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, id));
  const sessions = await db
    .select({
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      ip_address: session.ipAddress,
      user_agent: session.userAgent,
    })
    .from(session)
    .where(eq(session.userId, id));
  return {
    exported_at: new Date().toISOString(),
    account: {
      id,
      email: member.email,
      email_verified: member.emailVerified,
      first_name: member.firstName ?? "",
      last_name: member.lastName ?? "",
      created_at: member.createdAt,
    },
    profile: profile ?? null,
    sessions,
    referral: await db.select().from(referralSignups).where(eq(referralSignups.referredUserId, id)),
    licence_redemptions: await db.select().from(licenseRedemptions).where(eq(licenseRedemptions.userId, id)),
    premium_signups: await db.select().from(premiumSignups).where(eq(premiumSignups.userId, id)),
    billing_customer: await db.select().from(billingCustomers).where(eq(billingCustomers.userId, id)),
    subscriptions: await db.select().from(subscriptions).where(eq(subscriptions.userId, id)),
    contact_messages: await db.select().from(contactMessages).where(eq(contactMessages.userId, id)),
    applications: await db.select().from(applications).where(eq(applications.userId, id)),
    application_stage_history: await db
      .select()
      .from(applicationStageHistory)
      .where(eq(applicationStageHistory.userId, id)),
    application_events: await db.select().from(applicationEvents).where(eq(applicationEvents.userId, id)),
    application_reminders: await db
      .select()
      .from(applicationReminders)
      .where(eq(applicationReminders.userId, id)),
    // The documents' text and details; the files themselves download from the Documents screen.
    documents: await db.select().from(documents).where(eq(documents.userId, id)),
    document_versions: await db
      .select({
        id: documentVersions.id,
        document_id: documentVersions.documentId,
        version: documentVersions.version,
        file_name: documentVersions.fileName,
        format: documentVersions.format,
        size: documentVersions.size,
        text: documentVersions.text,
        cv_builder_draft: documentVersions.source,
        created_at: documentVersions.createdAt,
      })
      .from(documentVersions)
      .where(eq(documentVersions.userId, id)),
    application_documents: await db
      .select()
      .from(applicationDocuments)
      .where(eq(applicationDocuments.userId, id)),
    cv_match_runs: await db.select().from(cvMatchRuns).where(eq(cvMatchRuns.userId, id)),
    interview_sessions: await db.select().from(interviewSessions).where(eq(interviewSessions.userId, id)),
    interview_questions: await db.select().from(interviewQuestions).where(eq(interviewQuestions.userId, id)),
    interview_answers: await db.select().from(interviewAnswers).where(eq(interviewAnswers.userId, id)),
    personality_attempts: await db
      .select()
      .from(personalityAttempts)
      .where(eq(personalityAttempts.userId, id)),
    aptitude_attempts: await db.select().from(aptitudeAttempts).where(eq(aptitudeAttempts.userId, id)),
    alumni_listing: await db.select().from(alumniListings).where(eq(alumniListings.userId, id)),
    // Requests the member sent or received; the other side's email is not part of the member's data.
    alumni_chat_requests: await db
      .select()
      .from(alumniChatRequests)
      .where(or(eq(alumniChatRequests.studentId, id), eq(alumniChatRequests.alumId, id))),
    alumni_blocks: await db.select().from(alumniBlocks).where(eq(alumniBlocks.alumId, id)),
    alumni_reports: await db.select().from(alumniReports).where(eq(alumniReports.reporterId, id)),
    prep_stories: await db.select().from(prepStories).where(eq(prepStories.userId, id)),
    networking_contacts: await db.select().from(networkingContacts).where(eq(networkingContacts.userId, id)),
    networking_interactions: await db
      .select()
      .from(networkingInteractions)
      .where(eq(networkingInteractions.userId, id)),
    networking_reminders: await db
      .select()
      .from(networkingReminders)
      .where(eq(networkingReminders.userId, id)),
    networking_contact_applications: await db
      .select()
      .from(networkingContactApplications)
      .where(eq(networkingContactApplications.userId, id)),
    networking_settings: await db.select().from(networkingSettings).where(eq(networkingSettings.userId, id)),
    coach_plan_ticks: await db.select().from(coachPlanTicks).where(eq(coachPlanTicks.userId, id)),
    coach_messages: await db
      .select()
      .from(coachMessages)
      .where(eq(coachMessages.userId, id))
      .orderBy(coachMessages.createdAt),
  };
}

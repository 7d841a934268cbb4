import {
  GUARANTEE_DAYS,
  GUARANTEE_MIN_APPLICATIONS,
  GUARANTEE_ONBOARDING_DAYS,
  PREMIUM_PRICE_GBP,
} from "../../../../shared/constants";
import { CONTACT_EMAILS } from "../../../../shared/site";
import type { LegalSection } from "../components/legal-document";

// spec 000 §1 and §9 promise a first finance job within 90 days or the provider pays month 4.
// The conditions the tracker checks come from src/shared/constants.ts; these two only the terms use.
export const GUARANTEE_CLAIM_WINDOW_DAYS = 30;
export const GUARANTEE_DECISION_DAYS = 14;

export const GUARANTEE_SECTION: LegalSection = {
  id: "guarantee",
  title: `The ${GUARANTEE_DAYS}-day job guarantee`,
  content: (
    <>
      <p>
        If you do not receive a finance job offer within {GUARANTEE_DAYS} days of starting Premium, we pay for
        your fourth month: we refund that month's fee of £{PREMIUM_PRICE_GBP} in full or, if it has not been
        charged yet, we do not charge it. The guarantee adds to your legal rights and does not replace them.
      </p>
      <h3>Who qualifies</h3>
      <p>You qualify if all of the following are true:</p>
      <ol>
        <li>
          You held paid Premium without a break for the whole {GUARANTEE_DAYS} days starting on your first day
          of paid Premium (the “guarantee period”). Free trial days do not count towards it.
        </li>
        <li>
          You completed onboarding within the first {GUARANTEE_ONBOARDING_DAYS} days of the guarantee period,
          with target roles and locations that reflect the jobs you were seeking.
        </li>
        <li>
          During the guarantee period you applied for at least {GUARANTEE_MIN_APPLICATIONS} finance roles
          whose published eligibility requirements you met, and recorded each one in the application tracker
          as applied, with the date you applied.
        </li>
        <li>
          You took part in the interviews and assessments you were invited to for those roles, unless you had
          a good reason not to, such as illness.
        </li>
        <li>You did not receive a finance job offer during the guarantee period.</li>
      </ol>
      <p>
        A “finance job offer” is a written offer of paid work in a finance role, such as a graduate position,
        internship, placement or off-cycle role, full-time or part-time, from any employer. An offer counts
        even if you decline it.
      </p>
      <h3>How to claim</h3>
      <ol>
        <li>
          Email <a href={`mailto:${CONTACT_EMAILS.support}`}>{CONTACT_EMAILS.support}</a> from the address on
          your account within {GUARANTEE_CLAIM_WINDOW_DAYS} days after the guarantee period ends, confirming
          that you did not receive a finance job offer.
        </li>
        <li>
          We check your claim against your tracker and onboarding records, and may ask for reasonable
          evidence, such as application confirmation emails. We tell you our decision within{" "}
          {GUARANTEE_DECISION_DAYS} days of receiving everything we need, with reasons if we decline.
        </li>
        <li>
          If your claim is accepted, we refund the fourth month's fee to the payment method you used within{" "}
          {GUARANTEE_DECISION_DAYS} days, or waive it if it has not been charged yet.
        </li>
      </ol>
      <p>
        If you qualify but have cancelled, so that no fourth month will be charged, we offer you a month of
        Premium free instead. The guarantee applies once per person. If Premium ends before the guarantee
        period does, the guarantee does not apply, but your other rights to cancel and to refunds are
        unaffected.
      </p>
    </>
  ),
};

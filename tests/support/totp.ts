import { base32Decode, hotp, totpStep } from "../../src/server/features/account/totp";
import { ADMIN_TOTP_PERIOD_SECONDS } from "../../src/shared/constants";

// What an admin's authenticator app shows, for tests that sign admins in. The server accepts each code
// once (RFC 6238 §5.2) and also the next step's code, so a test that signs the same admin in twice in
// one 30 s step gets the next step's code, and a third waits for the step to turn.

const lastStepUsed = new Map<string, number>();

/** A code for `secret` (base32, as admin:create prints it) that this test process has not used yet. */
export async function freshTotpCode(secret: string): Promise<string> {
  const key = base32Decode(secret);
  for (;;) {
    const now = totpStep();
    const last = lastStepUsed.get(secret) ?? Number.NEGATIVE_INFINITY;
    const step = [now, now + 1].find((candidate) => candidate > last);
    if (step !== undefined) {
      lastStepUsed.set(secret, step);
      return hotp(key, step);
    }
    const nextStepAt = (now + 1) * ADMIN_TOTP_PERIOD_SECONDS * 1000;
    await new Promise((resolve) => setTimeout(resolve, nextStepAt - Date.now() + 50));
  }
}

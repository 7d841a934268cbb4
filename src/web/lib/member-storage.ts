import { ONBOARDING_STORAGE_KEY } from "../../shared/constants";

// What a member types is kept in this browser's storage so a reload loses nothing (the CV editor, the
// onboarding answers). On a shared computer the next person must not find it, so signing out removes
// every such entry: keys that start with MEMBER_STORAGE_PREFIX, and the onboarding draft, whose key the
// specification names.

export const MEMBER_STORAGE_PREFIX = "member:";

export function clearMemberStorage(storage: Storage | undefined = globalThis.localStorage): void {
  if (!storage) return;
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key?.startsWith(MEMBER_STORAGE_PREFIX)) keys.push(key);
    }
    for (const key of [...keys, ONBOARDING_STORAGE_KEY]) storage.removeItem(key);
  } catch {
    // Storage blocked: there is nothing kept to remove.
  }
}

/**
 * Whether this browser refuses the audience measurement (decision 029):
 * Global Privacy Control on, or the opt-out of the privacy page set. Read
 * before the measurement script is loaded and again before each beacon.
 */
import { AUDIENCE_OPT_OUT_KEY } from "../../shared/audience.ts";

/** `navigator.globalPrivacyControl`, where the browser has it (Firefox, Brave…). */
export function globalPrivacyControl(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

/** True when the visitor opted out on the privacy page (or storage cannot be read: nothing to honour then). */
export function optedOut(): boolean {
  try {
    return localStorage.getItem(AUDIENCE_OPT_OUT_KEY) !== null;
  } catch {
    return false;
  }
}

export function measurementRefused(): boolean {
  return globalPrivacyControl() || optedOut();
}

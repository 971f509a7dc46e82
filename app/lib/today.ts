import { useSyncExternalStore } from "react";

/** 2026-11-21 -> "2026-11-21" in the visitor's time zone (for <time dateTime>). */
export function isoLocalDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const subscribe = () => () => {};
const today = () => isoLocalDate(new Date());

/**
 * Today's date as the visitor's browser sees it (ISO), or null while the page
 * is pre-rendered and hydrated: the pre-rendered HTML cannot know the day it
 * will be read, and React renders the server value first, so nothing mismatches.
 */
export function useToday(): string | null {
  return useSyncExternalStore(subscribe, today, () => null);
}

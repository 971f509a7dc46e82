/**
 * The articles' header strip (spec § 2, « Article pages »): today's date,
 * « 03/12/2026 », in the link to the blog. The pre-rendered HTML cannot know
 * the day it will be read: app/components/layout/date-strip.tsx renders the
 * link, and this writes the visitor's day into it.
 */
import { numericDate } from "../../content/format.ts";

/** 2026-11-21 -> "2026-11-21" in the visitor's time zone (for <time dateTime>). */
export function isoLocalDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function startDateStrip(document: Document, now = new Date()): void {
  for (const link of document.querySelectorAll(".date-strip__link")) {
    if (link.querySelector("time")) continue;
    const today = isoLocalDate(now);
    const time = document.createElement("time");
    time.dateTime = today;
    time.className = "date-strip__date";
    time.textContent = numericDate(today);
    link.append(time);
  }
}

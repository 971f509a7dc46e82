import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MESSAGE_RETENTION_MONTHS, retentionCutoff } from "../../content/legal/retention.ts";
import { writeCspHashes } from "../../scripts/pipeline/csp-hashes.ts";
import { buildServer } from "../app.ts";
import { PURGE_INTERVAL_MS, RetentionPurge } from "./retention.ts";
import { MessageStore } from "./store.ts";
import { HELENE, memoryLogger } from "./testing.ts";

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date("2027-03-15T10:00:00.000Z");

let dir: string;
let store: MessageStore;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "relay-retention-"));
  store = MessageStore.open(path.join(dir, "inbox.sqlite"));
});

afterEach(async () => {
  vi.useRealTimers();
  store.close();
  await rm(dir, { recursive: true, force: true });
});

/** Ids of the messages still in the inbox, oldest first. */
function ids(): number[] {
  return store
    .list()
    .map((message) => message.id)
    .sort((a, b) => a - b);
}

describe("retentionCutoff", () => {
  it("goes back whole calendar months", () => {
    expect(retentionCutoff(NOW, 12).toISOString()).toBe("2026-03-15T10:00:00.000Z");
    expect(retentionCutoff(new Date("2027-01-10T00:00:00Z"), 3).toISOString()).toBe(
      "2026-10-10T00:00:00.000Z",
    );
  });

  it("defaults to the period the privacy policy states", () => {
    expect(MESSAGE_RETENTION_MONTHS).toBe(12);
    expect(retentionCutoff(NOW)).toEqual(retentionCutoff(NOW, MESSAGE_RETENTION_MONTHS));
  });
});

describe("RetentionPurge", () => {
  it("purges on start, then once a day, on an unref'd timer that stop() clears", () => {
    vi.useFakeTimers({ now: NOW, toFake: ["Date", "setInterval", "clearInterval"] });
    const setIntervalSpy = vi.spyOn(globalThis, "setInterval");
    const log = memoryLogger();
    const tooOld = store.insert(HELENE, "sent", new Date(NOW.getTime() - 400 * DAY));
    // Received an hour after the cutoff: twelve months old during the coming day.
    const keptToday = store.insert(HELENE, "sent", new Date("2026-03-15T11:00:00.000Z"));
    const recent = store.insert(HELENE, "stored", new Date(NOW.getTime() - 10 * DAY));

    const purge = new RetentionPurge({ store, log });
    purge.start();
    // The first purge ran at once, before any timer fired.
    expect(ids()).toEqual([keptToday.id, recent.id]);
    expect(log.lines.join("\n")).toMatch(/deleted 1 message received before 2026-03-15T10:00:00\.000Z/);
    expect(purge.running).toBe(true);
    expect(setIntervalSpy).toHaveBeenCalledTimes(1);
    expect(setIntervalSpy.mock.calls[0]?.[1]).toBe(PURGE_INTERVAL_MS);
    const timer = setIntervalSpy.mock.results[0]?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);

    // Nothing runs until the next day's purge, which deletes it.
    vi.advanceTimersByTime(DAY - 1);
    expect(ids()).toEqual([keptToday.id, recent.id]);
    vi.advanceTimersByTime(1);
    expect(ids()).toEqual([recent.id]);
    expect(tooOld.id).toBeLessThan(keptToday.id);

    // start() twice does not schedule twice; stop() clears the timer.
    purge.start();
    expect(vi.getTimerCount()).toBe(1);
    purge.stop();
    expect(purge.running).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(400 * DAY);
    expect(ids()).toEqual([recent.id]);
  });

  it("logs a failed purge and keeps its schedule", () => {
    vi.useFakeTimers({ now: NOW, toFake: ["Date", "setInterval", "clearInterval"] });
    const log = memoryLogger();
    let calls = 0;
    const purge = new RetentionPurge({
      store: {
        purgeOlderThan: () => {
          calls += 1;
          throw new Error("database is locked");
        },
      },
      log,
    });
    purge.start();
    vi.advanceTimersByTime(2 * DAY);
    expect(calls).toBe(3);
    expect(
      log.lines.filter((line) => line.includes("retention purge failed: database is locked")),
    ).toHaveLength(3);
    purge.stop();
  });

  it("refuses a retention that is not a whole number of months", () => {
    expect(() => new RetentionPurge({ store, retentionMonths: 0 })).toThrow(/whole number/);
    expect(() => new RetentionPurge({ store, retentionMonths: 1.5 })).toThrow(/whole number/);
  });
});

describe("the relay server", () => {
  it("purges old messages when it starts and stops purging when it closes", async () => {
    vi.useFakeTimers({ now: NOW, toFake: ["Date", "setInterval", "clearInterval"] });
    const root = path.join(dir, "client");
    await mkdir(root, { recursive: true });
    await writeFile(path.join(root, "index.html"), "<!doctype html><title>Accueil</title>");
    await writeFile(path.join(root, "404.html"), "<!doctype html><title>Page introuvable</title>");
    await writeCspHashes(root);
    store.insert(HELENE, "sent", new Date(NOW.getTime() - 500 * DAY));
    const kept = store.insert(HELENE, "stored", new Date(NOW.getTime() - DAY));

    const log = memoryLogger();
    const app = await buildServer({
      root,
      relay: { databasePath: store.file, rateLimit: 0, log, now: () => new Date() },
    });
    await app.ready();
    expect(ids()).toEqual([kept.id]);
    expect(vi.getTimerCount()).toBe(1);
    await app.close();
    expect(vi.getTimerCount()).toBe(0);
  });
});

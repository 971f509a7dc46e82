import { describe, expect, it } from "vitest";
import { ApiError } from "./api.ts";
import { deviceLabel, passkeyErrorMessage } from "./passkeys.ts";

describe("deviceLabel", () => {
  it.each([
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      "Edge sur Windows",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      "Safari sur iPhone",
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      "Chrome sur Android",
    ],
    ["Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox sur Linux"],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
      "Safari sur Mac",
    ],
  ])("names the browser and the system: %s", (userAgent, label) => {
    expect(deviceLabel(userAgent)).toBe(label);
  });

  it("falls back to a plain name", () => {
    expect(deviceLabel("")).toBe("Cet appareil");
    expect(deviceLabel("curl/8.0")).toBe("Cet appareil");
  });
});

describe("passkeyErrorMessage", () => {
  it("gives the server's own sentence for a refusal", () => {
    expect(passkeyErrorMessage(new ApiError(429, "rate-limited", "Trop d’essais."))).toBe("Trop d’essais.");
  });

  it("never shows the browser's English", () => {
    const cancelled = new Error("The operation either timed out or was not allowed.");
    cancelled.name = "NotAllowedError";
    for (const error of [cancelled, new Error("Something else"), "odd"]) {
      expect(passkeyErrorMessage(error)).not.toMatch(/operation|Something/);
      expect(passkeyErrorMessage(error).length).toBeGreaterThan(0);
    }
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type RelaySettings, sendContactForm } from "./send-contact.ts";

const relay: RelaySettings = {
  origin: "https://relais.exemple.fr",
  publicKey: "cle-publique",
  serviceId: "service",
  templateId: "modele",
};

/** What @emailjs/browser checks of the form it is given. */
const form = { nodeName: "FORM" } as HTMLFormElement;

let errors: unknown[][];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
  // Node has no form-aware FormData nor location: give the client what a browser would.
  vi.stubGlobal(
    "FormData",
    class extends FormData {
      constructor() {
        super();
        this.append("email", "helene@exemple.fr");
      }
    },
  );
  vi.stubGlobal("location", { pathname: "/contact" });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function answer(status: number, text: string) {
  const fetch = vi.fn(async () => new Response(text, { status }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("sendContactForm", () => {
  it("counts a 2xx answer of the relay as sent, posting the EmailJS payload to its origin", async () => {
    const fetch = answer(200, "OK");
    await expect(sendContactForm(form, relay)).resolves.toBe("sent");
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("https://relais.exemple.fr/api/v1.0/email/send-form");
    const body = init.body as FormData;
    expect(body.get("user_id")).toBe("cle-publique");
    expect(body.get("service_id")).toBe("service");
    expect(body.get("template_id")).toBe("modele");
    expect(body.get("email")).toBe("helene@exemple.fr");
    expect(errors).toEqual([]);
  });

  it.each([400, 403, 413, 500, 503])("reports a %i answer as a failure and logs it", async (status) => {
    answer(status, "Refusé");
    await expect(sendContactForm(form, relay)).resolves.toBe("failed");
    expect(errors).toHaveLength(1);
    expect(errors[0]?.[1]).toMatchObject({ status, text: "Refusé" });
  });

  it("tells a 429 answer apart, so the visitor can be asked to wait", async () => {
    answer(429, "Too many requests");
    await expect(sendContactForm(form, relay)).resolves.toBe("rate-limited");
  });

  it("reports a network error as a failure", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await expect(sendContactForm(form, relay)).resolves.toBe("failed");
    expect(errors[0]?.[1]).toBeInstanceOf(TypeError);
  });

  it.each([
    ["publicKey", "The public key is required"],
    ["serviceId", "The service ID is required"],
    ["templateId", "The template ID is required"],
  ] as const)(
    "fails without sending when %s is missing, logging the library's message",
    async (key, message) => {
      const fetch = answer(200, "OK");
      await expect(sendContactForm(form, { ...relay, [key]: "" })).resolves.toBe("failed");
      expect(fetch).not.toHaveBeenCalled();
      expect(String(errors[0]?.[1])).toContain(message);
    },
  );

  it("fails without sending when it is not given a form", async () => {
    const fetch = answer(200, "OK");
    await expect(sendContactForm({} as HTMLFormElement, relay)).resolves.toBe("failed");
    expect(fetch).not.toHaveBeenCalled();
    expect(String(errors[0]?.[1])).toContain("The 3rd parameter is expected to be the HTML form element");
  });
});

/** « Tester l’envoi »: a test e-mail to the firm's address, now, from the banner or the messages' page. */
import { ApiError, api } from "../api.ts";
import { useAction } from "../ui.tsx";

/** « Tester l’envoi »: a test e-mail to the firm, now; the notice says how it went (« gestion » only). */
export async function testMailAction() {
  try {
    const answer = await api<{ message: string }>("/api/admin/deliveries/test", { method: "POST" });
    return { ok: true, message: answer.message };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, message: error.message };
    throw error;
  }
}

export function TestMailButton() {
  const fetcher = useAction();
  const sending = fetcher.state !== "idle" && fetcher.formAction?.endsWith("/envoi-test") === true;
  return (
    <fetcher.Form method="post" action="/envoi-test">
      <button type="submit" className="button button--small" disabled={sending}>
        {sending ? "Envoi de l’e-mail d’essai…" : "Tester l’envoi"}
      </button>
    </fetcher.Form>
  );
}

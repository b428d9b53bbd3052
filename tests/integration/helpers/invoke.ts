// Runs a route module's loader or action as React Router would (inside its middleware) and reduces the outcome to what a
// client sees: the status, the JSON-ish payload and the redirect target. A thrown non-Response error
// is a 500, exactly as in production.
import { isRouteErrorResponse } from "react-router";
import { throughMiddleware } from "./middleware";

export type Outcome = { status: number; payload: unknown; location: string | null; error?: unknown };

type DataWithInit = { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null };
const isDataWithInit = (value: unknown): value is DataWithInit =>
  typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";

async function fromResponse(response: Response): Promise<Outcome> {
  const location = response.headers.get("location");
  // An event stream never ends by itself: its status says it all; cancelling ends the subscription.
  if ((response.headers.get("content-type") ?? "").startsWith("text/event-stream")) {
    await response.body?.cancel();
    return { status: response.status, payload: "", location };
  }
  const text = await response.text().catch(() => "");
  let payload: unknown = text;
  try {
    payload = JSON.parse(text);
  } catch {
    // Plain text or HTML.
  }
  return { status: response.status, payload, location };
}

export async function invoke(
  fn: ((args: never) => unknown) | undefined,
  request: Request,
  params: Record<string, string>,
): Promise<Outcome> {
  let value: unknown;
  try {
    value = await throughMiddleware(fn, request, params);
  } catch (thrown) {
    if (thrown instanceof Response) return fromResponse(thrown);
    if (isDataWithInit(thrown)) return { status: thrown.init?.status ?? 500, payload: thrown.data, location: null };
    if (isRouteErrorResponse(thrown)) return { status: thrown.status, payload: thrown.data, location: null };
    return { status: 500, payload: String(thrown), location: null, error: thrown };
  }
  if (value instanceof Response) return fromResponse(value);
  if (isDataWithInit(value)) {
    const headers = new Headers(value.init?.headers);
    return { status: value.init?.status ?? 200, payload: value.data, location: headers.get("location") };
  }
  return { status: 200, payload: value, location: null };
}

/** Every string inside a payload (messages, field errors, toasts). */
export function strings(payload: unknown): string[] {
  if (typeof payload === "string") return [payload];
  if (Array.isArray(payload)) return payload.flatMap(strings);
  if (payload && typeof payload === "object") return Object.values(payload).flatMap(strings);
  return [];
}

// Library defaults that must never reach a user (Zod, better-auth, JS errors).
const ENGLISH =
  /\b(invalid|expected|required|received|must be|too (big|small|long|short)|unexpected|cannot|failed|error:|undefined|not found|unauthori[sz]ed|forbidden)\b/i;
// Words of the app's Spanish messages.
const SPANISH =
  /[áéíóúñ¿¡]|\b(no|el|la|los|las|de|del|un|una|es|debe|inválid[oa]s?|obligatori[oa]|necesitas|permiso|demasiado|encontrad[oa]|datos|correo|contraseña|imagen|formulario|petición)\b/i;

/** Whether a 4xx payload carries a message in Spanish and nothing in English. */
export function spanishMessage(payload: unknown): { ok: boolean; why: string } {
  const all = strings(payload).filter((s) => s.trim().length > 0 && !/^[a-z0-9_-]+$/i.test(s));
  const english = all.find((s) => ENGLISH.test(s) && !SPANISH.test(s));
  if (english) return { ok: false, why: `English message: ${JSON.stringify(english).slice(0, 200)}` };
  if (!all.some((s) => SPANISH.test(s))) return { ok: false, why: `no Spanish message in ${JSON.stringify(payload).slice(0, 200)}` };
  return { ok: true, why: "" };
}

type Reply = {
  intent: string;
  ok: boolean;
  result?: { error?: Record<string, string[] | null> };
  toast: { title: string; description?: string } | null;
};

/**
 * What a form's reply shows: its intent, whether it was done, its one message (the form's error, else
 * the first field's, else the toast's title) and the field that message is under.
 */
export function shown(reply: unknown): { intent: string; ok: boolean; message: string | undefined; field?: string } {
  const r = reply as Reply;
  const errors = Object.entries(r.result?.error ?? {}).filter(([, messages]) => messages?.length);
  const [field, messages] = errors.find(([name]) => name === "") ?? errors[0] ?? [];
  return { intent: r.intent, ok: r.ok, message: messages?.[0] ?? r.toast?.title, ...(field ? { field } : {}) };
}

import { createCookieSessionStorage, redirect } from "react-router";
import { z } from "zod";
import { getConfig } from "./config.server";

export const ToastSchema = z.object({
  type: z.enum(["success", "error", "info"]).default("success"),
  title: z.string(),
  description: z.string().optional(),
});
export type Toast = z.infer<typeof ToastSchema>;

/** The answer to a form post whose intent the page does not know (a stale page or a hand-made post). */
export const UNKNOWN_INTENT_TOAST = {
  type: "error",
  title: "Acción no reconocida",
  description: "Recarga la página e inténtalo de nuevo.",
} as const satisfies Toast;

const TOAST_KEY = "toast" as const;

type ToastStorage = ReturnType<typeof createCookieSessionStorage<Record<string, never>, { toast: Toast }>>;
let storage: ToastStorage | undefined;
function toastStorage() {
  const config = getConfig();
  storage ??= createCookieSessionStorage<Record<string, never>, { toast: Toast }>({
    cookie: {
      name: "padel_toast",
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: config.SITE_URL.startsWith("https://"),
      secrets: [config.BETTER_AUTH_SECRET],
    },
  });
  return storage;
}

/** Headers that carry a toast to the next page the browser shows. */
export async function toastHeaders(toast: z.input<typeof ToastSchema>) {
  const session = await toastStorage().getSession();
  session.flash(TOAST_KEY, ToastSchema.parse(toast));
  return new Headers({ "Set-Cookie": await toastStorage().commitSession(session) });
}

export async function redirectWithToast(url: string, toast: z.input<typeof ToastSchema>, init?: ResponseInit) {
  return redirect(url, { ...init, headers: await toastHeaders(toast) });
}

/** Reads (and consumes) the pending toast of a request. */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const session = await toastStorage().getSession(request.headers.get("Cookie"));
  const parsed = ToastSchema.safeParse(session.get(TOAST_KEY));
  if (!parsed.success) return { toast: null, headers: null };
  return {
    toast: parsed.data,
    headers: new Headers({ "Set-Cookie": await toastStorage().destroySession(session) }),
  };
}

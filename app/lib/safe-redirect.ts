/**
 * Where to send the browser after signing in (docs/product.md §8.1). Only a path on this site is accepted: an
 * absolute URL, a protocol-relative '//host' or '/\host', anything with a backslash or control
 * character, and (as the original site did) anything containing 'localhost' give the fallback.
 */
export function safeRedirect(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2000) return fallback;
  if (!target.startsWith("/") || target.startsWith("//")) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(target)) return fallback;
  if (target.toLowerCase().includes("localhost")) return fallback;
  try {
    const base = "https://site.invalid";
    const url = new URL(target, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** docs/product.md §8.1: the target after signing in. */
export function afterSignInPath(search: URLSearchParams | { redirect?: unknown; openPlayerRegistration?: unknown }): string {
  const get = (k: "redirect" | "openPlayerRegistration") => (search instanceof URLSearchParams ? search.get(k) : (search[k] as unknown));
  if (get("openPlayerRegistration") === "true") return "/?openPlayerRegistration=true";
  return safeRedirect(get("redirect"));
}

export const AFTER_SIGN_UP_PATH = "/?openPlayerRegistration=true";

/** The sign-in page that comes back to `pathAndSearch` afterwards ('/auth' alone for the home page). */
export function signInHref(pathAndSearch: string): string {
  return pathAndSearch === "/" ? "/auth" : `/auth?redirect=${encodeURIComponent(pathAndSearch)}`;
}

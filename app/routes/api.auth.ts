import { containsNul, isUtf8Form, jsonError, jsonTooDeep, readLimitedBytes } from "~/server/infra/http.server";
import { getAuth, localizeAuthError } from "~/server/accounts";
import { writesNoPublicData } from "~/server/infra/changes.server";
import type { Route } from "./+types/api.auth";

/** Auth requests are small JSON or form posts; anything bigger is not one. */
const MAX_AUTH_BODY_BYTES = 64 * 1024;

export async function loader({ request }: Route.LoaderArgs) {
  return localizeAuthError(await getAuth().handler(request));
}

export async function action({ request, context }: Route.ActionArgs) {
  // Signing in or out changes no public page.
  if (/\/sign-(?:in|out)(?:\/|$)/.test(new URL(request.url).pathname)) writesNoPublicData(context);
  // Read once (not through request.clone(): cancelling one branch of a tee never settles).
  const bytes = await readLimitedBytes(request, MAX_AUTH_BODY_BYTES).catch(() => null);
  if (!bytes) return jsonError(413, "La petición es demasiado grande.");
  // PostgreSQL text cannot hold NUL: refuse it before better-auth queries with it (a 500 otherwise).
  const type = request.headers.get("content-type") ?? "";
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return jsonError(400, "La petición contiene caracteres no válidos.");
  }
  if (!isUtf8Form(bytes, type)) return jsonError(400, "La petición contiene caracteres no válidos.");
  if (jsonTooDeep(text)) return jsonError(400, "La petición tiene demasiados niveles anidados.");
  let nul = text.includes("\u0000") || text.includes("%00");
  if (!nul) {
    try {
      nul = containsNul(JSON.parse(text));
    } catch {
      // Not JSON: better-auth answers that itself.
    }
  }
  if (nul) return jsonError(400, "La petición contiene caracteres no válidos.");
  const forwarded = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: bytes.byteLength ? bytes : null,
    signal: request.signal,
  });
  return localizeAuthError(await getAuth().handler(forwarded));
}

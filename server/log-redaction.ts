// The request log never carries a secret (issue 34, item 11): the tokens of verification and reset links
// (`/api/auth/verify-email?token=`, `/api/auth/reset-password/<token>`, `/auth/reset-password?token=`),
// scorer links' `clave` (ADR 0027), the reminders' opt-out token (docs/product.md §10.6), and the
// session cookies going in (Cookie) and out (Set-Cookie).
import type { SerializedRequest, SerializedResponse } from "pino";

const HIDDEN = "[oculto]";
const SECRET_QUERY = /([?&](?:token|clave)=)[^&#]*/gi;
const SECRET_PATHS = [/^(\/api\/auth\/reset-password\/)[^/?#]+/, /^(\/recordatorios\/baja\/)[^/?#]+/];
const SECRET_HEADERS = ["cookie", "authorization", "set-cookie"];

/** `url` with the secrets of its path and query replaced by '[oculto]'. */
export function redactUrl(url: string | undefined): string | undefined {
  if (url === undefined) return url;
  let out = url.replace(SECRET_QUERY, `$1${HIDDEN}`);
  for (const pattern of SECRET_PATHS) out = out.replace(pattern, `$1${HIDDEN}`);
  return out;
}

function redactHeaders(headers: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!headers) return headers;
  const out = { ...headers };
  for (const name of SECRET_HEADERS) if (name in out) out[name] = HIDDEN;
  return out;
}

/** pino-http's serializers for the request log (server/app.ts). */
export const requestLogSerializers = {
  req: (req: SerializedRequest) => ({
    id: req.id,
    method: req.method,
    url: redactUrl(req.url),
    headers: redactHeaders(req.headers),
    remoteAddress: req.remoteAddress,
    remotePort: req.remotePort,
  }),
  res: (res: SerializedResponse) => ({ statusCode: res.statusCode, headers: redactHeaders(res.headers) }),
};

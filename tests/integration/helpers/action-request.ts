// Builds the request a browser or API client would send to a route, from a permission-matrix Body.
import type { Body } from "../permission-matrix";
import { SITE_URL } from "./app-env";

export function actionRequest(pathname: string, body: Body, cookie: string, extraHeaders: Record<string, string> = {}): Request {
  const headers = new Headers({ origin: SITE_URL, ...extraHeaders });
  if (cookie) headers.set("cookie", cookie);
  let payload: BodyInit | undefined;
  if ("json" in body) {
    headers.set("content-type", "application/json");
    for (const [k, v] of Object.entries(body.headers ?? {})) headers.set(k, v);
    payload = JSON.stringify(body.json);
  } else if ("form" in body) {
    if (body.multipart) {
      const form = new FormData();
      for (const [k, v] of Object.entries(body.form)) for (const item of [v].flat()) form.append(k, item);
      payload = form;
    } else {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(body.form)) for (const item of [v].flat()) params.append(k, item);
      payload = params;
    }
  }
  return new Request(`${SITE_URL}${pathname}`, { method: "POST", headers, body: payload });
}

import { redirect, replace } from "react-router";
import { resolveRedirect } from "~/lib/redirects";
import type { Route } from "./+types/redirect";

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = resolveRedirect(url.pathname, url.search);
  if (!target) throw new Response("Not Found", { status: 404 });
  return target.replace ? replace(target.to, 301) : redirect(target.to, 301);
}

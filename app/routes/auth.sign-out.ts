import { redirect } from "react-router";
import { getAuth } from "~/server/accounts";
import { forgetSocialVisitor } from "~/server/social";
import { forgetVisitor } from "~/server/tournaments";
import { writesNoPublicData } from "~/server/infra/changes.server";
import { toastHeaders } from "~/server/infra/toast.server";
import type { Route } from "./+types/auth.sign-out";

export async function action({ request, context }: Route.ActionArgs) {
  writesNoPublicData(context);
  forgetVisitor(request.headers.get("Cookie"));
  forgetSocialVisitor(request.headers.get("Cookie"));
  const response = await getAuth().api.signOut({ headers: request.headers, asResponse: true });
  const headers = await toastHeaders({ title: "Cierre de sesión exitoso", description: "Has cerrado sesión correctamente." });
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return redirect("/", { headers });
}

export function loader() {
  return redirect("/");
}

import { requireAdmin } from "~/server/permissions.server";
import type { Route } from "./+types/admin._index";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function Page() {
  return <h2 className="mt-6 text-xl font-semibold">Chat</h2>;
}

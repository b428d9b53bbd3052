import { Outlet } from "react-router";
import { requireAdmin } from "~/server/permissions.server";
import type { Route } from "./+types/admin";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: "Panel de Administración" }];

export default function AdminLayout() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Panel de Administración</h1>
      <Outlet />
    </div>
  );
}

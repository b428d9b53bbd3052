// A backup's file (ADR 0035): administrators only. Outside the admin layout (a file, not a page), so it
// checks the role itself.
import { requireAdmin } from "~/server/accounts";
import { getBackupStore, isBackupName } from "~/server/backups";
import type { Route } from "./+types/admin.respaldos.descargar";

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  const name = args.params.name;
  const found = isBackupName(name) ? await getBackupStore().open(name) : null;
  if (!found) throw new Response("No existe ese respaldo.", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  return new Response(found.body, {
    headers: {
      "content-type": "application/gzip",
      "content-disposition": `attachment; filename="${name}"`,
      ...(found.bytes ? { "content-length": String(found.bytes) } : {}),
      "cache-control": "private, no-store",
    },
  });
}

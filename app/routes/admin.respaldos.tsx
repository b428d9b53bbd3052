import { BackupPanel } from "~/components/admin/respaldos/backup-panel";
import { describeBackupSchedule } from "~/domain/backup-schedule";
import { guardedAdmin } from "~/server/accounts";
import { BACKUP_INTENTS, formatBackupSize, isBackupRunning, listBackups } from "~/server/backups";
import { getConfig } from "~/server/infra/config.server";
import { dispatchIntent } from "~/server/infra/form-intents.server";
import { readFormData } from "~/server/infra/http.server";
import type { Route } from "./+types/admin.respaldos";

/** The backups (ADR 0035): administrators only, checked by the admin layout's guard and again here. */
export async function loader({ context }: Route.LoaderArgs) {
  guardedAdmin({ context });
  const config = getConfig();
  const backups = await listBackups();
  return {
    backups: backups.map((b) => ({ name: b.name, size: formatBackupSize(b.bytes), createdAt: b.createdAt.toISOString() })),
    schedule: describeBackupSchedule(config.BACKUP_SCHEDULE),
    keep: config.BACKUP_KEEP,
    inBucket: config.storage.kind === "s3",
    running: isBackupRunning(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = guardedAdmin({ context });
  return dispatchIntent(await readFormData(request), BACKUP_INTENTS, { admin });
}

export const meta: Route.MetaFunction = () => [{ title: "Respaldos | Panel de Administración" }, { name: "robots", content: "noindex" }];

export default function AdminBackups({ loaderData }: Route.ComponentProps) {
  return <BackupPanel {...loaderData} />;
}

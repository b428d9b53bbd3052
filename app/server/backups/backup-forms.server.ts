// The admin area's backup form (/admin/respaldos): one button, 'Crear respaldo'. The route checks that
// the visitor is an administrator before dispatching.
import type { SessionUser } from "~/server/accounts";
import { intent, NO_FIELDS, type Intent } from "../infra/form-intents.server";
import { getLogger } from "../infra/logger.server";
import { BackupBusyError, createBackup } from "./backups.server";

export type BackupFormContext = { admin: SessionUser };

/** '1.2 MB', '840 KB': the size of a backup as the admin list shows it. */
export function formatBackupSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString("es-MX", { maximumFractionDigits: 1 })} MB`;
}

export const BACKUP_INTENTS: Record<string, Intent<BackupFormContext>> = {
  create: intent(NO_FIELDS, async ({ reply }, { admin }) => {
    try {
      const backup = await createBackup("manual");
      getLogger().info({ adminId: admin.id, name: backup.name }, "Backup made from the admin area");
      return reply.ok({
        toast: { type: "success", title: "Respaldo creado", description: `${backup.name} (${formatBackupSize(backup.bytes)})` },
        data: { name: backup.name },
      });
    } catch (error) {
      if (error instanceof BackupBusyError) {
        return reply.refuse(409, {
          type: "error",
          title: "Ya se está creando un respaldo",
          description: "Espera a que termine y vuelve a intentarlo.",
        });
      }
      getLogger().error({ err: error }, "Backup failed");
      return reply.refuse(500, {
        type: "error",
        title: "No se pudo crear el respaldo",
        description: "Ocurrió un error al crear el respaldo. Revisa el registro del servidor e intenta de nuevo.",
      });
    }
  }),
};

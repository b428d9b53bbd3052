// Backups of the running site (ADR 0035): made on demand from the admin area or on the schedule of
// BACKUP_SCHEDULE through the job queue, kept in DATA_DIR/backups or the S3 bucket, BACKUP_KEEP of them.
export { BACKUP_INTENTS, formatBackupSize, type BackupFormContext } from "./backup-forms.server";
export { BACKUP_JOB, runScheduledBackup, scheduleNextBackup, startBackupScheduler } from "./backup-schedule.server";
export { isBackupName, type BackupEntry } from "./backup-store.server";
export {
  BackupBusyError,
  createBackup,
  getBackupStore,
  isBackupRunning,
  listBackups,
  pruneBackups,
  settleBackup,
  type BackupResult,
} from "./backups.server";

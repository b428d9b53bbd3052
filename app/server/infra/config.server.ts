import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isIP } from "node:net";
import { z } from "zod";
import { DEFAULT_BACKUP_SCHEDULE, parseBackupSchedule, type BackupSchedule } from "~/domain/backup-schedule";

const blank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optionalUrl = z.preprocess(blank, z.url().optional());

/**
 * The Graph API version the WhatsApp client calls when GRAPH_API_VERSION is not set: the one setting
 * to change when Meta retires a version (each lives about two years; v18.0 is retired).
 */
export const DEFAULT_GRAPH_API_VERSION = "v23.0";

/** Where uploads live: DATA_DIR/uploads, or an S3-compatible bucket when S3_BUCKET is set. */
const StorageShape = {
  DATA_DIR: z.string().min(1).default("./data"),
  S3_BUCKET: z.preprocess(
    blank,
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens")
      .optional(),
  ),
  /** The S3 API's base URL; unset: Amazon S3 itself (its address derived from S3_REGION). */
  S3_ENDPOINT: z.preprocess(blank, z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional()),
  S3_REGION: z.preprocess(
    blank,
    z
      .string()
      .regex(/^[a-z0-9-]+$/, "must look like us-east-1")
      .default("us-east-1"),
  ),
  S3_ACCESS_KEY_ID: z.preprocess(blank, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(blank, z.string().optional()),
  /** Bucket in the path (http://host/bucket/key) instead of the host name: most self-hosted S3 servers need it. */
  S3_FORCE_PATH_STYLE: z.preprocess(blank, z.enum(["true", "false"]).default("false")).transform((v) => v === "true"),
};

type StorageFields = z.infer<z.ZodObject<typeof StorageShape>>;

/** The storage a configuration chooses. */
export type StorageSettings =
  | { kind: "local"; root: string }
  | {
      kind: "s3";
      bucket: string;
      region: string;
      endpoint: string | undefined;
      forcePathStyle: boolean;
      /** Unset: the SDK's default credential chain (instance role, AWS_* variables, ~/.aws). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

function checkStorage(c: StorageFields, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  const others = (["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const).filter((k) => c[k] !== undefined);
  if (!c.S3_BUCKET && others.length) issue("S3_BUCKET", `required when ${others.join(", ")} is set (it turns object storage on)`);
  if (c.S3_ACCESS_KEY_ID && !c.S3_SECRET_ACCESS_KEY) issue("S3_SECRET_ACCESS_KEY", "required when S3_ACCESS_KEY_ID is set");
  if (!c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY) issue("S3_ACCESS_KEY_ID", "required when S3_SECRET_ACCESS_KEY is set");
}

/** The folder of the local disk storage. */
export function localUploadsDir(dataDir: string): string {
  return path.join(path.resolve(dataDir), "uploads");
}

function storageSettings(c: StorageFields): StorageSettings {
  if (!c.S3_BUCKET) return { kind: "local", root: localUploadsDir(c.DATA_DIR) };
  return {
    kind: "s3",
    bucket: c.S3_BUCKET,
    region: c.S3_REGION,
    endpoint: c.S3_ENDPOINT,
    forcePathStyle: c.S3_FORCE_PATH_STYLE,
    credentials:
      c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: c.S3_ACCESS_KEY_ID, secretAccessKey: c.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

export class ConfigError extends Error {}

function configError(error: z.ZodError): ConfigError {
  const lines = error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
  return new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
}

/** The storage settings alone (the backup and copy commands), with the server's validation. */
export function readStorageSettings(env: Record<string, string | undefined>): StorageSettings {
  const parsed = z.object(StorageShape).superRefine(checkStorage).safeParse(env);
  if (!parsed.success) throw configError(parsed.error);
  return storageSettings(parsed.data);
}

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    /**
     * Which proxies' X-Forwarded-* headers to believe (client address, protocol): off (default: the
     * socket's address is the client's), a hop count, or the proxies' addresses/subnets, comma-separated.
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((v, ctx): false | number | string[] => {
        const value = (v ?? "").trim();
        if (value === "" || value === "off" || value === "false") return false;
        if (/^\d+$/.test(value)) return Number(value);
        const list = value.split(",").map((a) => a.trim());
        const bad = list.find((a) => {
          const [ip, bits, ...rest] = a.split("/");
          return rest.length > 0 || !isIP(ip ?? "") || (bits !== undefined && !/^\d{1,3}$/.test(bits));
        });
        if (bad !== undefined) {
          ctx.addIssue({
            code: "custom",
            message: `must be off, a hop count or proxy addresses (comma-separated IPs or subnets); got "${bad}"`,
          });
          return z.NEVER;
        }
        return list;
      }),
    ...StorageShape,
    DATABASE_URL: optionalUrl,
    SITE_NAME: z.string().min(1).default("Dagos Pádel Puebla"),
    SITE_URL: optionalUrl,
    CONTACT_EMAIL: z.email().default("contacto@padelpuebla.mx"),
    SOCIAL_URL: z.url().default("https://www.instagram.com/padelpuebla"),
    SOCIAL_LABEL: z.string().min(1).default("Instagram"),
    BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().min(3).default("Dagos Pádel Puebla <no-responder@padelpuebla.mx>"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** better-auth rate limiting: on | off. Default: on when NODE_ENV=production. */
    RATE_LIMIT: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["on", "off"]).optional()),
    /** AES-256-GCM key for secrets stored in the database (WhatsApp tokens): 32 bytes, base64. */
    DATA_ENCRYPTION_KEY: z
      .string()
      .refine((v) => Buffer.from(v, "base64").length === 32, "must be 32 bytes encoded in base64")
      .optional(),
    /** WhatsApp Cloud API: base URL and version (tests point the base at a local server). */
    GRAPH_API_URL: z.url().default("https://graph.facebook.com"),
    GRAPH_API_VERSION: z.preprocess(
      blank,
      z
        .string()
        .regex(/^v\d+\.\d+$/, `must look like ${DEFAULT_GRAPH_API_VERSION}`)
        .default(DEFAULT_GRAPH_API_VERSION),
    ),
    /** Mercado Pago's REST API (ADR 0040); tests point it at a local server speaking the protocol. */
    PAYMENTS_API_URL: z.url().default("https://api.mercadopago.com"),
    /** How often the job worker looks for due jobs (milliseconds). */
    JOB_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(5000),
    /** The in-process cache of public pages for anonymous visitors (ADR 0030): on | off (for debugging). */
    PAGE_CACHE: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["on", "off"]).default("on")),
    /** Longest a cached page is served without a data change, in seconds. */
    PAGE_CACHE_MAX_AGE: z.coerce.number().int().min(1).max(86_400).default(60),
    /** Memory the cached pages may take (their compressed bytes), in megabytes. */
    PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(64),
    /**
     * When the server backs itself up (ADR 0035): "off", or times of day in Mexico City time,
     * comma-separated ("03:00", "03:00,15:00"). Default: every night at 03:00.
     */
    BACKUP_SCHEDULE: z.preprocess(blank, z.string().default(DEFAULT_BACKUP_SCHEDULE)).transform((v, ctx): BackupSchedule => {
      const schedule = parseBackupSchedule(v);
      if (typeof schedule === "string") {
        ctx.addIssue({ code: "custom", message: schedule });
        return z.NEVER;
      }
      return schedule;
    }),
    /** How many backups to keep (the oldest beyond it are deleted after each backup). */
    BACKUP_KEEP: z.preprocess(blank, z.coerce.number().int().min(1).max(1000).default(7)),
    SEED_ON_START: z
      .enum(["true", "false"])
      .default("true")
      .transform((v) => v === "true"),
  })
  .superRefine(checkStorage);

export type Config = Omit<z.infer<typeof ConfigSchema>, "SITE_URL" | "BETTER_AUTH_SECRET" | "RATE_LIMIT" | "DATA_ENCRYPTION_KEY"> & {
  SITE_URL: string;
  BETTER_AUTH_SECRET: string;
  DATA_ENCRYPTION_KEY: string;
  /** Whether sign-in, sign-up and mail-sending endpoints are rate limited per client IP. */
  rateLimit: boolean;
  /** True when the site runs on a public address: secrets must then come from the environment. */
  isDeployed: boolean;
  storage: StorageSettings;
};

function isLocalUrl(url: string) {
  const host = new URL(url).hostname;
  return host === "localhost" || host === "127.0.0.1" || host === "[::1]" || host === "::1";
}

/**
 * Parses the environment. A deployment (NODE_ENV=production on a non-local SITE_URL) must set
 * BETTER_AUTH_SECRET; a local run generates one once and keeps it in DATA_DIR so sessions survive
 * restarts.
 */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) throw configError(parsed.error);
  const c = parsed.data;
  const siteUrl = (c.SITE_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, "");
  const isDeployed = c.NODE_ENV === "production" && !isLocalUrl(siteUrl);
  let secret = c.BETTER_AUTH_SECRET;
  if (!secret) {
    if (isDeployed) {
      throw new ConfigError("Invalid configuration:\n  BETTER_AUTH_SECRET: required when NODE_ENV=production and SITE_URL is public");
    }
    secret = localSecret(c.DATA_DIR);
  }
  let encryptionKey = c.DATA_ENCRYPTION_KEY;
  if (!encryptionKey) {
    if (isDeployed) {
      throw new ConfigError("Invalid configuration:\n  DATA_ENCRYPTION_KEY: required when NODE_ENV=production and SITE_URL is public");
    }
    encryptionKey = localSecret(c.DATA_DIR, "encryption-key", "base64");
  }
  const { RATE_LIMIT, ...rest } = c;
  const rateLimit = RATE_LIMIT ? RATE_LIMIT === "on" : c.NODE_ENV === "production";
  return {
    ...rest,
    SITE_URL: siteUrl,
    BETTER_AUTH_SECRET: secret,
    DATA_ENCRYPTION_KEY: encryptionKey,
    isDeployed,
    rateLimit,
    storage: storageSettings(c),
  };
}

function localSecret(dataDir: string, name = "auth-secret", encoding: BufferEncoding = "base64url") {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString(encoding);
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

let cached: Config | undefined;

export function getConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

/** What the browser may see. */
export function publicConfig(c: Config = getConfig()) {
  return {
    siteName: c.SITE_NAME,
    siteUrl: c.SITE_URL,
    contactEmail: c.CONTACT_EMAIL,
    socialUrl: c.SOCIAL_URL,
    socialLabel: c.SOCIAL_LABEL,
  };
}
export type PublicConfig = ReturnType<typeof publicConfig>;

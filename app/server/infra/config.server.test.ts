import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, DEFAULT_GRAPH_API_VERSION, parseConfig, readStorageSettings } from "./config.server";

const tempDir = () => mkdtempSync(path.join(tmpdir(), "padel-config-"));

describe("parseConfig", () => {
  it("gives working defaults for a local run and keeps a generated auth secret in DATA_DIR", () => {
    const dir = tempDir();
    const config = parseConfig({ DATA_DIR: dir });
    expect(config.PORT).toBe(3000);
    expect(config.SITE_URL).toBe("http://localhost:3000");
    expect(config.isDeployed).toBe(false);
    expect(config.BETTER_AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, "auth-secret"), "utf8")).toBe(config.BETTER_AUTH_SECRET);
    expect(parseConfig({ DATA_DIR: dir }).BETTER_AUTH_SECRET).toBe(config.BETTER_AUTH_SECRET);
  });

  it("reads BACKUP_SCHEDULE and BACKUP_KEEP: nightly at 03:00 keeping 7 unless set, a bad value named", () => {
    const dir = tempDir();
    const config = parseConfig({ DATA_DIR: dir });
    expect(config.BACKUP_SCHEDULE).toEqual([{ hour: 3, minute: 0 }]);
    expect(config.BACKUP_KEEP).toBe(7);
    expect(parseConfig({ DATA_DIR: dir, BACKUP_SCHEDULE: "off", BACKUP_KEEP: "30" })).toMatchObject({
      BACKUP_SCHEDULE: null,
      BACKUP_KEEP: 30,
    });
    expect(parseConfig({ DATA_DIR: dir, BACKUP_SCHEDULE: "", BACKUP_KEEP: "" }).BACKUP_KEEP).toBe(7);
    expect(() => parseConfig({ DATA_DIR: dir, BACKUP_SCHEDULE: "3am" })).toThrow(/BACKUP_SCHEDULE: must be off or times of day HH:MM/);
    expect(() => parseConfig({ DATA_DIR: dir, BACKUP_KEEP: "0" })).toThrow(/BACKUP_KEEP: /);
  });

  it("calls a current Graph API version unless GRAPH_API_VERSION says another (issue 34)", () => {
    const dir = tempDir();
    expect(DEFAULT_GRAPH_API_VERSION).toBe("v23.0");
    expect(parseConfig({ DATA_DIR: dir }).GRAPH_API_VERSION).toBe("v23.0");
    expect(parseConfig({ DATA_DIR: dir, GRAPH_API_VERSION: "" }).GRAPH_API_VERSION).toBe("v23.0");
    expect(parseConfig({ DATA_DIR: dir, GRAPH_API_VERSION: "v24.0" }).GRAPH_API_VERSION).toBe("v24.0");
  });

  it("honours PORT in the default site URL and strips a trailing slash from SITE_URL", () => {
    const dir = tempDir();
    expect(parseConfig({ DATA_DIR: dir, PORT: "4000" }).SITE_URL).toBe("http://localhost:4000");
    expect(parseConfig({ DATA_DIR: dir, SITE_URL: "http://localhost:8080/" }).SITE_URL).toBe("http://localhost:8080");
  });

  it("requires the auth secret on a public production address and generates nothing there", () => {
    const dir = tempDir();
    expect(() => parseConfig({ DATA_DIR: dir, NODE_ENV: "production", SITE_URL: "https://padelpuebla.mx" })).toThrow(/BETTER_AUTH_SECRET/);
    expect(existsSync(path.join(dir, "auth-secret"))).toBe(false);
    const secret = "x".repeat(40);
    const key = Buffer.alloc(32, 7).toString("base64");
    const config = parseConfig({
      DATA_DIR: dir,
      NODE_ENV: "production",
      SITE_URL: "https://padelpuebla.mx",
      BETTER_AUTH_SECRET: secret,
      DATA_ENCRYPTION_KEY: key,
    });
    expect(config.isDeployed).toBe(true);
    expect(config.BETTER_AUTH_SECRET).toBe(secret);
    expect(config.DATA_ENCRYPTION_KEY).toBe(key);
  });

  it("requires the data encryption key on a public production address and generates one locally", () => {
    const dir = tempDir();
    const deployed = { DATA_DIR: dir, NODE_ENV: "production", SITE_URL: "https://padelpuebla.mx", BETTER_AUTH_SECRET: "x".repeat(40) };
    expect(() => parseConfig(deployed)).toThrow(/DATA_ENCRYPTION_KEY/);
    expect(existsSync(path.join(dir, "encryption-key"))).toBe(false);
    const local = parseConfig({ DATA_DIR: dir });
    expect(Buffer.from(local.DATA_ENCRYPTION_KEY, "base64")).toHaveLength(32);
    expect(parseConfig({ DATA_DIR: dir }).DATA_ENCRYPTION_KEY).toBe(local.DATA_ENCRYPTION_KEY);
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["CONTACT_EMAIL", "no-es-correo"],
    ["SOCIAL_URL", "instagram"],
    ["DATABASE_URL", "not a url"],
    ["LOG_LEVEL", "loud"],
    ["BETTER_AUTH_SECRET", "short"],
    ["DATA_ENCRYPTION_KEY", "c2hvcnQ="],
    ["GRAPH_API_URL", "graph"],
    ["GRAPH_API_VERSION", "18"],
  ])("rejects a bad %s with a message naming it", (name, value) => {
    let error: unknown;
    try {
      parseConfig({ DATA_DIR: tempDir(), [name]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(name);
  });

  it("treats empty optional URLs as unset", () => {
    const config = parseConfig({ DATA_DIR: tempDir(), DATABASE_URL: "", SMTP_URL: "" });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it("rate limits by default only under NODE_ENV=production; RATE_LIMIT=on|off overrides", () => {
    const dir = tempDir();
    expect(parseConfig({ DATA_DIR: dir }).rateLimit).toBe(false);
    expect(parseConfig({ DATA_DIR: dir, NODE_ENV: "production" }).rateLimit).toBe(true);
    expect(parseConfig({ DATA_DIR: dir, NODE_ENV: "production", RATE_LIMIT: "off" }).rateLimit).toBe(false);
    expect(parseConfig({ DATA_DIR: dir, RATE_LIMIT: "on" }).rateLimit).toBe(true);
    expect(parseConfig({ DATA_DIR: dir, RATE_LIMIT: "" }).rateLimit).toBe(false);
    expect(() => parseConfig({ DATA_DIR: dir, RATE_LIMIT: "yes" })).toThrow(/RATE_LIMIT/);
  });

  it("keeps uploads under DATA_DIR/uploads unless S3_BUCKET is set, and reads the S3 variables then", () => {
    const dir = tempDir();
    expect(parseConfig({ DATA_DIR: dir, S3_BUCKET: "" }).storage).toEqual({ kind: "local", root: path.join(dir, "uploads") });
    expect(
      parseConfig({
        DATA_DIR: dir,
        S3_BUCKET: "padel-fotos",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_ACCESS_KEY_ID: "llave",
        S3_SECRET_ACCESS_KEY: "secreto",
        S3_FORCE_PATH_STYLE: "true",
      }).storage,
    ).toEqual({
      kind: "s3",
      bucket: "padel-fotos",
      region: "us-east-1",
      endpoint: "http://127.0.0.1:9000",
      forcePathStyle: true,
      credentials: { accessKeyId: "llave", secretAccessKey: "secreto" },
    });
    expect(readStorageSettings({ S3_BUCKET: "fotos", S3_REGION: "mx-central-1" })).toEqual({
      kind: "s3",
      bucket: "fotos",
      region: "mx-central-1",
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it.each([
    [{ S3_ENDPOINT: "http://127.0.0.1:9000" }, "S3_BUCKET: required when S3_ENDPOINT is set"],
    [{ S3_BUCKET: "Fotos_Padel" }, "S3_BUCKET: must be a bucket name"],
    [{ S3_BUCKET: "fotos", S3_ENDPOINT: "minio:9000" }, "S3_ENDPOINT"],
    [{ S3_BUCKET: "fotos", S3_ACCESS_KEY_ID: "llave" }, "S3_SECRET_ACCESS_KEY: required when S3_ACCESS_KEY_ID is set"],
    [{ S3_BUCKET: "fotos", S3_SECRET_ACCESS_KEY: "secreto" }, "S3_ACCESS_KEY_ID: required when S3_SECRET_ACCESS_KEY is set"],
    [{ S3_BUCKET: "fotos", S3_FORCE_PATH_STYLE: "yes" }, "S3_FORCE_PATH_STYLE"],
  ])("refuses the S3 settings %o with a message naming the variable", (env, message) => {
    expect(() => parseConfig({ DATA_DIR: tempDir(), ...env })).toThrow(message);
    expect(() => readStorageSettings(env)).toThrow(message);
  });
});

// A real server speaking the S3 protocol (s3rver) on a free loopback port, its objects in a temporary
// folder, for the object storage tests. Its credentials are s3rver's fixed pair.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { StorageSettings } from "../../app/server/infra/config.server";

export type S3TestServer = {
  endpoint: string;
  /** The S3_* variables the server and the commands read, for `bucket`. */
  env(bucket: string): Record<string, string>;
  settings(bucket: string): Extract<StorageSettings, { kind: "s3" }>;
  close(): Promise<void>;
};

export async function startS3Server(buckets: string[], port = 0): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), "padel-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port, silent: true, directory, configureBuckets: buckets.map((name) => ({ name })) });
  const { port: bound } = await server.run();
  const endpoint = `http://127.0.0.1:${bound}`;
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  return {
    endpoint,
    env: (bucket) => ({
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    }),
    settings: (bucket) => ({ kind: "s3", bucket, region: "us-east-1", endpoint, forcePathStyle: true, credentials }),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

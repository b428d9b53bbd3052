// npm run storage:copy    copies the images of DATA_DIR/uploads into the S3 bucket that the S3_*
// variables name (the same ones the server reads). Idempotent: an image already in the bucket is not
// sent again; resized variants are left out (/img makes them again). The local files stay.
import { ConfigError, localUploadsDir, readStorageSettings } from "../app/server/infra/config.server";
import { copyStorage, createStorage, localDiskStorage } from "../app/server/infra/storage.server";
import { runCli } from "../db/run-cli";

async function main(): Promise<number> {
  let settings;
  try {
    settings = readStorageSettings(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  if (settings.kind !== "s3") {
    console.error("Nothing to copy to: set S3_BUCKET (and S3_ENDPOINT, S3_REGION and the keys, as for the server).");
    return 2;
  }
  const source = localUploadsDir(process.env.DATA_DIR || "./data");
  const { copied, skipped } = await copyStorage(localDiskStorage(source), createStorage(settings));
  for (const key of copied) console.log(`copied ${key}`);
  console.log(`Copied ${copied.length} images from ${source} to bucket ${settings.bucket}; ${skipped.length} were already there.`);
  return 0;
}

runCli(main);

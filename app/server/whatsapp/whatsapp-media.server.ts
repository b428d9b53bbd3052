// Pictures received on WhatsApp (images and stickers): downloaded through the Graph API by a queued
// job (the webhook answers Meta at once; the worker retries when the Graph API is down), bounded in
// size and type like uploads, re-encoded and stored through the storage interface so the inbox shows them.
import { eq } from "drizzle-orm";
import { whatsappMessage as message } from "../../../db/schema";
import { getDb } from "../infra/db.server";
import { mediaInfo } from "./graph-api.server";
import { readLimitedBytes } from "../infra/http.server";
import { type JobContext, PermanentJobError } from "../infra/job-worker.server";
import { getLogger } from "../infra/logger.server";
import { MAX_IMAGE_BYTES, storeImage, UploadError } from "../infra/uploads.server";
import { announceInboxChange } from "./whatsapp.server";

export const MEDIA_JOB = "whatsapp.media";

/** The picture types WhatsApp delivers (Meta's supported image and sticker formats). */
const PICTURE_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);

/** Graph API codes no retry can fix: invalid parameter (unknown or expired media id), no permission. */
const PERMANENT_CODES = new Set([100, 10, 200]);

/** Job 'whatsapp.media' (payload {messageId, mediaId}): stores the picture and links it to the message. */
export async function downloadMedia(payload: Record<string, unknown>, _context: JobContext): Promise<void> {
  const messageId = Number(payload.messageId);
  const mediaId = typeof payload.mediaId === "string" ? payload.mediaId : "";
  if (!Number.isInteger(messageId) || !mediaId) throw new PermanentJobError("Trabajo de WhatsApp sin mensaje o sin archivo");
  const db = getDb();
  const [row] = await db.select({ mediaUrl: message.mediaUrl }).from(message).where(eq(message.id, messageId));
  if (!row || row.mediaUrl) return;

  const info = await mediaInfo(mediaId);
  if (!info.ok) {
    if (info.code !== undefined && PERMANENT_CODES.has(info.code)) throw new PermanentJobError(info.message);
    throw new Error(info.message);
  }
  const { mimeType, fileSize, download } = info.value;
  const refuse = (reason: string) => {
    getLogger().warn({ messageId, mediaId, mimeType, fileSize }, reason);
    return new PermanentJobError(reason);
  };
  if (!PICTURE_TYPES.has(mimeType.split(";")[0]!.trim().toLowerCase()))
    throw refuse(`Tipo de archivo no admitido: ${mimeType || "desconocido"}`);
  if (fileSize !== null && fileSize > MAX_IMAGE_BYTES) throw refuse("La imagen recibida supera 5MB");

  const response = await download();
  if (!response.ok) throw new Error(`La descarga del archivo de WhatsApp respondió ${response.status}`);
  const bytes = await readLimitedBytes(response, MAX_IMAGE_BYTES);
  if (!bytes) throw refuse("La imagen recibida supera 5MB");
  let url: string;
  try {
    url = await storeImage(bytes, "whatsapp");
  } catch (error) {
    if (error instanceof UploadError) throw refuse(error.message);
    throw error;
  }
  await db.update(message).set({ mediaUrl: url, updatedAt: new Date() }).where(eq(message.id, messageId));
  await announceInboxChange();
}

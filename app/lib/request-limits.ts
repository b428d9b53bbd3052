/**
 * The most bytes a request body may carry, by kind. The Express server refuses anything larger with
 * 413 before any route reads it (server/body-limit.ts); routes that read bodies use the same numbers.
 */
import { MAX_IMAGE_BYTES } from "./image";

/** Forms and JSON: the largest is Padel Score's sync (its events), well under this. */
export const MAX_FORM_BYTES = 128 * 1024;
/** Room for the form fields around one 5 MB image. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_IMAGE_BYTES + 64 * 1024;
/** The tournament sign-up form carries up to four images. */
export const MAX_MULTI_IMAGE_REQUEST_BYTES = 4 * MAX_IMAGE_BYTES + 64 * 1024;
/** Meta's webhook payloads are small; anything larger is refused unread. */
export const MAX_WEBHOOK_BYTES = 1024 * 1024;

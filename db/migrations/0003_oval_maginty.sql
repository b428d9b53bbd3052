ALTER TABLE "whatsapp_conversation" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_conversation" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "whatsapp_conversation" ADD COLUMN "username" text;--> statement-breakpoint
ALTER TABLE "whatsapp_message" ADD COLUMN "kind" text DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_message" ADD COLUMN "media_id" text;--> statement-breakpoint
ALTER TABLE "whatsapp_message" ADD COLUMN "media_url" text;--> statement-breakpoint
ALTER TABLE "whatsapp_conversation" ADD CONSTRAINT "whatsapp_conversation_user_id_unique" UNIQUE("user_id");--> statement-breakpoint
ALTER TABLE "whatsapp_conversation" ADD CONSTRAINT "whatsapp_conversation_contact_check" CHECK ("whatsapp_conversation"."user_id" is not null or "whatsapp_conversation"."phone" is not null);--> statement-breakpoint
ALTER TABLE "whatsapp_message" ADD CONSTRAINT "whatsapp_message_kind_check" CHECK ("whatsapp_message"."kind" in ('text', 'reaction', 'image', 'sticker', 'audio', 'video', 'document', 'location', 'contacts', 'interactive', 'button', 'order', 'system', 'request_welcome', 'unsupported', 'template'));--> statement-breakpoint
-- Existing rows keep their meaning: templates we sent, and inbound media stored before as '[type]'.
UPDATE "whatsapp_message" SET "kind" = 'template' WHERE "template_name" IS NOT NULL;--> statement-breakpoint
UPDATE "whatsapp_message" SET "kind" = substring("body" from 2 for char_length("body") - 2) WHERE "direction" = 'inbound' AND "body" ~ '^\[(reaction|image|sticker|audio|video|document|location|contacts|interactive|button|order|system|request_welcome|unsupported)\]$';

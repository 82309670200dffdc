ALTER TABLE "mail_outbox" ADD COLUMN "Template" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "Locale" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "Body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "Html" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "Status" text DEFAULT 'sent' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "Attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "NextAttemptAt" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "LastError" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "SentAt" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "Language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_outbox_due" ON "mail_outbox" USING btree ("Status","NextAttemptAt");
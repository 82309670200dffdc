ALTER TABLE "achievements" ADD COLUMN "title_sv" text;--> statement-breakpoint
ALTER TABLE "achievements" ADD COLUMN "description_sv" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "title_sv" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "content_sv" text;
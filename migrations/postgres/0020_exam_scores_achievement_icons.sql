ALTER TABLE "achievements" ADD COLUMN "Icon" text DEFAULT 'trophy' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_exams" ADD COLUMN "AutoRight" integer;--> statement-breakpoint
ALTER TABLE "user_exams" ADD COLUMN "AutoOf" integer;
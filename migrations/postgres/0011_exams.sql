ALTER TABLE "course_parts" ADD COLUMN "Exam" text;--> statement-breakpoint
ALTER TABLE "user_exams" ADD COLUMN "Answers" text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_exams" ADD COLUMN "Score" integer;--> statement-breakpoint
ALTER TABLE "user_exams" ADD COLUMN "Passed" boolean;--> statement-breakpoint
ALTER TABLE "user_exams" ADD COLUMN "Feedback" text;--> statement-breakpoint
ALTER TABLE "user_exams" ADD COLUMN "SubmittedAt" text;--> statement-breakpoint
ALTER TABLE "user_exams" ADD COLUMN "GradedAt" text;--> statement-breakpoint
ALTER TABLE "user_exams" ADD COLUMN "GradedByUserId" integer;--> statement-breakpoint
DELETE FROM "user_exams" WHERE "UserExamId" NOT IN (SELECT MIN("UserExamId") FROM "user_exams" GROUP BY "UserId", "CoursePartId");--> statement-breakpoint
CREATE UNIQUE INDEX "user_exams_user_part" ON "user_exams" USING btree ("UserId","CoursePartId");
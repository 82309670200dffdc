CREATE TABLE "course_milestones" (
	"UserId" integer NOT NULL,
	"CourseId" integer NOT NULL,
	"StartedAt" text NOT NULL,
	"CompletedAt" text,
	CONSTRAINT "course_milestones_UserId_CourseId_pk" PRIMARY KEY("UserId","CourseId")
);
--> statement-breakpoint
ALTER TABLE "course_milestones" ADD CONSTRAINT "course_milestones_UserId_users_Id_fk" FOREIGN KEY ("UserId") REFERENCES "public"."users"("Id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_milestones" ADD CONSTRAINT "course_milestones_CourseId_courses_Id_fk" FOREIGN KEY ("CourseId") REFERENCES "public"."courses"("Id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_milestones_started" ON "course_milestones" USING btree ("StartedAt");--> statement-breakpoint
CREATE INDEX "course_milestones_completed" ON "course_milestones" USING btree ("CompletedAt");--> statement-breakpoint
CREATE INDEX "certificates_issued" ON "certificates" USING btree ("IssuedAt");--> statement-breakpoint
CREATE INDEX "events_type" ON "events" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "events_actor" ON "events" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "messages_cdate" ON "messages" USING btree ("CDate","SentByUserId","ToUserId","FromUserId");--> statement-breakpoint
CREATE INDEX "sessions_created" ON "sessions" USING btree ("CreatedAt");--> statement-breakpoint
CREATE INDEX "xp_ledger_created" ON "xp_ledger" USING btree ("CreatedAt","Amount");--> statement-breakpoint
-- Courses already begun before milestones were kept start at their earliest progress.
INSERT INTO "course_milestones" ("UserId", "CourseId", "StartedAt") SELECT "UserId", "CourseId", MIN("UpdatedAt") FROM "part_progress" WHERE "CourseId" IN (SELECT "Id" FROM "courses") AND "UserId" IN (SELECT "Id" FROM "users") GROUP BY "UserId", "CourseId";
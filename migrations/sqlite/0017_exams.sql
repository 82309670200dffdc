ALTER TABLE `course_parts` ADD `Exam` text;--> statement-breakpoint
ALTER TABLE `user_exams` ADD `Answers` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `user_exams` ADD `Score` integer;--> statement-breakpoint
ALTER TABLE `user_exams` ADD `Passed` integer;--> statement-breakpoint
ALTER TABLE `user_exams` ADD `Feedback` text;--> statement-breakpoint
ALTER TABLE `user_exams` ADD `SubmittedAt` text;--> statement-breakpoint
ALTER TABLE `user_exams` ADD `GradedAt` text;--> statement-breakpoint
ALTER TABLE `user_exams` ADD `GradedByUserId` integer;--> statement-breakpoint
DELETE FROM `user_exams` WHERE `UserExamId` NOT IN (SELECT MIN(`UserExamId`) FROM `user_exams` GROUP BY `UserId`, `CoursePartId`);--> statement-breakpoint
CREATE UNIQUE INDEX `user_exams_user_part` ON `user_exams` (`UserId`,`CoursePartId`);
CREATE TABLE `course_milestones` (
	`UserId` integer NOT NULL,
	`CourseId` integer NOT NULL,
	`StartedAt` text NOT NULL,
	`CompletedAt` text,
	PRIMARY KEY(`UserId`, `CourseId`),
	FOREIGN KEY (`UserId`) REFERENCES `users`(`Id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`CourseId`) REFERENCES `courses`(`Id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `course_milestones_started` ON `course_milestones` (`StartedAt`);--> statement-breakpoint
CREATE INDEX `course_milestones_completed` ON `course_milestones` (`CompletedAt`);--> statement-breakpoint
CREATE INDEX `certificates_issued` ON `certificates` (`IssuedAt`);--> statement-breakpoint
CREATE INDEX `events_type` ON `events` (`type`,`id`);--> statement-breakpoint
CREATE INDEX `events_actor` ON `events` (`actor_id`,`id`);--> statement-breakpoint
CREATE INDEX `messages_cdate` ON `messages` (`CDate`,`SentByUserId`,`ToUserId`,`FromUserId`);--> statement-breakpoint
CREATE INDEX `sessions_created` ON `sessions` (`CreatedAt`);--> statement-breakpoint
CREATE INDEX `xp_ledger_created` ON `xp_ledger` (`CreatedAt`,`Amount`);--> statement-breakpoint
-- Courses already begun before milestones were kept start at their earliest progress.
INSERT INTO `course_milestones` (`UserId`, `CourseId`, `StartedAt`) SELECT `UserId`, `CourseId`, MIN(`UpdatedAt`) FROM `part_progress` WHERE `CourseId` IN (SELECT `Id` FROM `courses`) AND `UserId` IN (SELECT `Id` FROM `users`) GROUP BY `UserId`, `CourseId`;
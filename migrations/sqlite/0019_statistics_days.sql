CREATE TABLE `statistics_days` (
	`Day` text PRIMARY KEY NOT NULL,
	`SignIns` integer NOT NULL,
	`CourseStarts` integer NOT NULL,
	`CourseCompletions` integer NOT NULL,
	`XpAwarded` integer NOT NULL,
	`Messages` integer NOT NULL,
	`Certificates` integer NOT NULL,
	`RevenueMinor` text NOT NULL,
	`ReplySeconds` text NOT NULL,
	`ClosedAt` text NOT NULL
);
--> statement-breakpoint
DROP INDEX `messages_from`;--> statement-breakpoint
CREATE INDEX `messages_from` ON `messages` (`SentByUserId`,`ToUserId`,`CDate`,`FromUserId`);
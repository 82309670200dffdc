CREATE TABLE `messages` (
	`Id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ToUserId` integer NOT NULL,
	`FromUserId` integer NOT NULL,
	`SentByUserId` integer NOT NULL,
	`Message` text NOT NULL,
	`Title` text,
	`CDate` text NOT NULL,
	`ShowedDate` text,
	`ReplyDate` text,
	`course_id` integer,
	`course_part_id` integer,
	`ClientId` text,
	`EmailedAt` text,
	`RemovedByRecipient` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`SentByUserId`) REFERENCES `users`(`Id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `messages_client_id` ON `messages` (`SentByUserId`,`ClientId`);--> statement-breakpoint
CREATE INDEX `messages_to` ON `messages` (`ToUserId`,`Id`);--> statement-breakpoint
CREATE INDEX `messages_from` ON `messages` (`SentByUserId`,`ToUserId`,`CDate`);--> statement-breakpoint
CREATE TABLE `tasks` (
	`Id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`TaskType` integer NOT NULL,
	`Description` text DEFAULT '' NOT NULL,
	`Note` text DEFAULT '' NOT NULL,
	`TaskOwner` integer DEFAULT -1 NOT NULL,
	`UserId` integer,
	`UserFileId` integer,
	`CourseId` integer,
	`CoursePartId` integer,
	`UserExamId` integer,
	`EventStartDate` text,
	`CompleteTheTask` integer DEFAULT false NOT NULL,
	`CompletedDate` text,
	`CompletedByUserId` integer,
	`CreatedAt` text NOT NULL,
	FOREIGN KEY (`UserId`) REFERENCES `users`(`Id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `tasks_open` ON `tasks` (`CompleteTheTask`,`Id`);
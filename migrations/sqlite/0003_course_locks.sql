CREATE TABLE `course_locks` (
	`CourseId` integer NOT NULL,
	`CoursePartId` integer DEFAULT 0 NOT NULL,
	`HolderUserId` integer NOT NULL,
	`GrantedAt` text NOT NULL,
	`LastActivityAt` text NOT NULL,
	`HolderOfflineSince` text,
	PRIMARY KEY(`CourseId`, `CoursePartId`),
	FOREIGN KEY (`CourseId`) REFERENCES `courses`(`Id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`HolderUserId`) REFERENCES `users`(`Id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `course_locks_holder` ON `course_locks` (`HolderUserId`);
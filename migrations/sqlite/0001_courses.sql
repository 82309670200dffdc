CREATE TABLE `blocks` (
	`Id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`PartId` integer NOT NULL,
	`BlockType` text NOT NULL,
	`Title` text DEFAULT '' NOT NULL,
	`Content` text DEFAULT '' NOT NULL,
	`VideoUrl` text,
	`VideoLength` integer DEFAULT 0 NOT NULL,
	`SortId` integer DEFAULT 0 NOT NULL,
	`MentorOnly` integer DEFAULT false NOT NULL,
	`Published` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`PartId`) REFERENCES `course_parts`(`Id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `blocks_part` ON `blocks` (`PartId`,`SortId`);--> statement-breakpoint
CREATE TABLE `course_access` (
	`UserId` integer NOT NULL,
	`CourseId` integer NOT NULL,
	`Source` text NOT NULL,
	`GrantedAt` text NOT NULL,
	PRIMARY KEY(`UserId`, `CourseId`),
	FOREIGN KEY (`UserId`) REFERENCES `users`(`Id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`CourseId`) REFERENCES `courses`(`Id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `course_coaches` (
	`CourseId` integer NOT NULL,
	`UserId` integer NOT NULL,
	`SortId` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`CourseId`, `UserId`),
	FOREIGN KEY (`CourseId`) REFERENCES `courses`(`Id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`UserId`) REFERENCES `users`(`Id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `course_parts` (
	`Id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`CourseId` integer NOT NULL,
	`ParentPartId` integer,
	`Name` text NOT NULL,
	`Published` integer DEFAULT false NOT NULL,
	`PublishDate` text,
	`SortId` integer DEFAULT 0 NOT NULL,
	`VideoLength` integer DEFAULT 0 NOT NULL,
	`Free` integer DEFAULT false NOT NULL,
	`MentorOnly` integer DEFAULT false NOT NULL,
	`PostType` integer DEFAULT 1 NOT NULL,
	`ProgressCriteria` text DEFAULT 'video' NOT NULL,
	`PostIcon` text,
	`Category` text,
	`reward_id` integer,
	`CreatedAt` text NOT NULL,
	`UpdatedAt` text NOT NULL,
	FOREIGN KEY (`CourseId`) REFERENCES `courses`(`Id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `course_parts_course` ON `course_parts` (`CourseId`,`SortId`);--> statement-breakpoint
CREATE TABLE `courses` (
	`Id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`Name` text NOT NULL,
	`Description` text DEFAULT '' NOT NULL,
	`Code` text NOT NULL,
	`Image` text,
	`Language` text DEFAULT 'en' NOT NULL,
	`Site` text DEFAULT 'both' NOT NULL,
	`CertificateTemplate` text,
	`CertificateExpires` integer DEFAULT false NOT NULL,
	`CertificateValidityMonths` integer,
	`CourseProgressEvent` integer DEFAULT 1 NOT NULL,
	`FooterMentorCopyUseCustomText` integer DEFAULT false NOT NULL,
	`FooterMentorCopyText` text DEFAULT '' NOT NULL,
	`CreatedAt` text NOT NULL,
	`UpdatedAt` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `courses_Code_unique` ON `courses` (`Code`);--> statement-breakpoint
CREATE TABLE `part_progress` (
	`UserId` integer NOT NULL,
	`CourseId` integer NOT NULL,
	`CoursePartId` integer NOT NULL,
	`VideoPlay` integer DEFAULT 0 NOT NULL,
	`UpdatedAt` text NOT NULL,
	PRIMARY KEY(`UserId`, `CoursePartId`),
	FOREIGN KEY (`UserId`) REFERENCES `users`(`Id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`CourseId`) REFERENCES `courses`(`Id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`CoursePartId`) REFERENCES `course_parts`(`Id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `part_progress_course` ON `part_progress` (`UserId`,`CourseId`);--> statement-breakpoint
CREATE TABLE `user_exams` (
	`UserExamId` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`UserId` integer NOT NULL,
	`CourseId` integer NOT NULL,
	`CoursePartId` integer NOT NULL,
	`Status` text DEFAULT 'not_started' NOT NULL,
	`UpdatedAt` text NOT NULL,
	FOREIGN KEY (`UserId`) REFERENCES `users`(`Id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`CourseId`) REFERENCES `courses`(`Id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`CoursePartId`) REFERENCES `course_parts`(`Id`) ON UPDATE no action ON DELETE cascade
);

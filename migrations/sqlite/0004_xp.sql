CREATE TABLE `achievements` (
	`Id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`required_xp` integer NOT NULL,
	`CourseId` integer,
	FOREIGN KEY (`CourseId`) REFERENCES `courses`(`Id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `certificates` (
	`Id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`UserId` integer NOT NULL,
	`CourseId` integer NOT NULL,
	`Code` text NOT NULL,
	`IssuedAt` text NOT NULL,
	`ExpiresAt` text,
	`RevokedAt` text,
	FOREIGN KEY (`UserId`) REFERENCES `users`(`Id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`CourseId`) REFERENCES `courses`(`Id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `certificates_Code_unique` ON `certificates` (`Code`);--> statement-breakpoint
CREATE UNIQUE INDEX `certificates_user_course` ON `certificates` (`UserId`,`CourseId`);--> statement-breakpoint
CREATE TABLE `user_achievements` (
	`UserId` integer NOT NULL,
	`AchievementId` integer NOT NULL,
	`EarnedAt` text NOT NULL,
	PRIMARY KEY(`UserId`, `AchievementId`),
	FOREIGN KEY (`UserId`) REFERENCES `users`(`Id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`AchievementId`) REFERENCES `achievements`(`Id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `xp_ledger` (
	`Id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`UserId` integer NOT NULL,
	`Amount` integer NOT NULL,
	`Reason` text NOT NULL,
	`AwardKey` text NOT NULL,
	`CourseId` integer,
	`CoursePartId` integer,
	`CreatedAt` text NOT NULL,
	FOREIGN KEY (`UserId`) REFERENCES `users`(`Id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `xp_ledger_award` ON `xp_ledger` (`UserId`,`AwardKey`);
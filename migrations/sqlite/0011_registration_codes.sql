CREATE TABLE `code_redemptions` (
	`CodeId` integer NOT NULL,
	`UserId` integer NOT NULL,
	`RedeemedAt` text NOT NULL,
	PRIMARY KEY(`CodeId`, `UserId`),
	FOREIGN KEY (`CodeId`) REFERENCES `registration_codes`(`Id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`UserId`) REFERENCES `users`(`Id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `redeem_attempts` (
	`UserId` integer PRIMARY KEY NOT NULL,
	`FailedCount` integer DEFAULT 0 NOT NULL,
	`LockedUntil` text,
	`LastFailedAt` text,
	FOREIGN KEY (`UserId`) REFERENCES `users`(`Id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `registration_code_courses` (
	`CodeId` integer NOT NULL,
	`CourseId` integer NOT NULL,
	PRIMARY KEY(`CodeId`, `CourseId`),
	FOREIGN KEY (`CodeId`) REFERENCES `registration_codes`(`Id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`CourseId`) REFERENCES `courses`(`Id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `registration_codes` (
	`Id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`Code` text NOT NULL,
	`Description` text DEFAULT '' NOT NULL,
	`Status` text DEFAULT 'active' NOT NULL,
	`ExpiresAt` text,
	`UsageLimit` integer,
	`UsageCount` integer DEFAULT 0 NOT NULL,
	`CreatedBy` integer,
	`CreatedAt` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `registration_codes_Code_unique` ON `registration_codes` (`Code`);
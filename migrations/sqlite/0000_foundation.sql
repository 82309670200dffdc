CREATE TABLE `event_audience` (
	`event_id` integer NOT NULL,
	`room` text NOT NULL,
	PRIMARY KEY(`event_id`, `room`),
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `event_audience_room` ON `event_audience` (`room`,`event_id`);--> statement-breakpoint
CREATE TABLE `events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`at` text NOT NULL,
	`actor_id` integer,
	`payload` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `events_at` ON `events` (`at`);--> statement-breakpoint
CREATE TABLE `login_attempts` (
	`Email` text PRIMARY KEY NOT NULL,
	`FailedCount` integer DEFAULT 0 NOT NULL,
	`LockedUntil` text,
	`LastFailedAt` text
);
--> statement-breakpoint
CREATE TABLE `mail_outbox` (
	`Id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ToAddress` text NOT NULL,
	`Subject` text NOT NULL,
	`Transport` text NOT NULL,
	`FilePath` text,
	`CreatedAt` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `one_time_codes` (
	`Id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`UserId` integer NOT NULL,
	`Purpose` text NOT NULL,
	`CodeHash` text NOT NULL,
	`CreatedAt` text NOT NULL,
	`ExpiresAt` text NOT NULL,
	`UsedAt` text,
	FOREIGN KEY (`UserId`) REFERENCES `users`(`Id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `one_time_codes_hash` ON `one_time_codes` (`CodeHash`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`Id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`UserId` integer NOT NULL,
	`TokenHash` text NOT NULL,
	`CreatedAt` text NOT NULL,
	`LastUsedAt` text NOT NULL,
	`ExpiresAt` text NOT NULL,
	`RevokedAt` text,
	FOREIGN KEY (`UserId`) REFERENCES `users`(`Id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sessions_token_hash` ON `sessions` (`TokenHash`);--> statement-breakpoint
CREATE INDEX `sessions_user` ON `sessions` (`UserId`);--> statement-breakpoint
CREATE TABLE `settings` (
	`Key` text PRIMARY KEY NOT NULL,
	`Value` text NOT NULL,
	`ModificationDate` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `users` (
	`Id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`Email` text NOT NULL,
	`Username` text NOT NULL,
	`PasswordHash` text NOT NULL,
	`FirstName` text NOT NULL,
	`LastName` text NOT NULL,
	`UserType` integer DEFAULT 1 NOT NULL,
	`UserFileId` integer,
	`privilegies` integer DEFAULT 0 NOT NULL,
	`TotalXp` integer DEFAULT 0 NOT NULL,
	`CollectXp` integer DEFAULT 1 NOT NULL,
	`CompanyName` text,
	`Phone` text,
	`MobilePhone` text,
	`Street` text,
	`PostalCode` text,
	`City` text,
	`Country` text,
	`Interests` text,
	`Verified` integer DEFAULT false NOT NULL,
	`Locked` integer DEFAULT false NOT NULL,
	`CreatedAt` text NOT NULL,
	`UpdatedAt` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_Email_unique` ON `users` (`Email`);
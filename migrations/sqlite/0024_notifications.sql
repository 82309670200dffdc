CREATE TABLE `notification_feeds` (
	`UserId` integer PRIMARY KEY NOT NULL,
	`ChangedAt` text NOT NULL,
	FOREIGN KEY (`UserId`) REFERENCES `users`(`Id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `notifications` (
	`Id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`UserId` integer NOT NULL,
	`Type` text NOT NULL,
	`Payload` text NOT NULL,
	`SubjectId` integer,
	`At` text NOT NULL,
	`ReadAt` text,
	FOREIGN KEY (`UserId`) REFERENCES `users`(`Id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `notifications_user` ON `notifications` (`UserId`,`Id`);--> statement-breakpoint
CREATE INDEX `notifications_user_unread` ON `notifications` (`UserId`,`ReadAt`);
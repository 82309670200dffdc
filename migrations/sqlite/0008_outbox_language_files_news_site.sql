CREATE TABLE `user_files` (
	`Id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`UserId` integer NOT NULL,
	`Folder` text NOT NULL,
	`FileName` text NOT NULL,
	`Mime` text NOT NULL,
	`Bytes` integer NOT NULL,
	`CreatedAt` text NOT NULL,
	FOREIGN KEY (`UserId`) REFERENCES `users`(`Id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_files_user` ON `user_files` (`UserId`);--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `Template` text;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `Locale` text;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `Body` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `Html` text;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `Status` text DEFAULT 'sent' NOT NULL;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `Attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `NextAttemptAt` text;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `LastError` text;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `SentAt` text;--> statement-breakpoint
CREATE INDEX `mail_outbox_due` ON `mail_outbox` (`Status`,`NextAttemptAt`);--> statement-breakpoint
ALTER TABLE `news` ADD `Site` text DEFAULT 'both' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `Language` text DEFAULT 'en' NOT NULL;
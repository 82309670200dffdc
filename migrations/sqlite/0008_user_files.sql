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
CREATE INDEX `user_files_user` ON `user_files` (`UserId`);
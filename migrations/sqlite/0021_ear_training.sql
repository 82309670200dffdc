CREATE TABLE `ear_item_states` (
	`UserId` integer NOT NULL,
	`Item` text NOT NULL,
	`Memory` text NOT NULL,
	`Due` text NOT NULL,
	`LastReview` text NOT NULL,
	`Reps` integer NOT NULL,
	`Lapses` integer NOT NULL,
	PRIMARY KEY(`UserId`, `Item`),
	FOREIGN KEY (`UserId`) REFERENCES `users`(`Id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `ear_rounds` (
	`Id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`UserId` integer NOT NULL,
	`Exercise` text NOT NULL,
	`Items` text NOT NULL,
	`WeakSpots` integer DEFAULT false NOT NULL,
	`DrawnAt` text NOT NULL,
	`AnsweredAt` text,
	FOREIGN KEY (`UserId`) REFERENCES `users`(`Id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ear_rounds_user` ON `ear_rounds` (`UserId`,`DrawnAt`);
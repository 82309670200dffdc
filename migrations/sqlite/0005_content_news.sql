CREATE TABLE `content_items` (
	`Key` text NOT NULL,
	`Locale` text NOT NULL,
	`Content` text NOT NULL,
	`Zone` text DEFAULT '' NOT NULL,
	`CreationDate` text NOT NULL,
	`ModificationDate` text NOT NULL,
	`ModifiedBy` integer,
	PRIMARY KEY(`Key`, `Locale`, `Zone`)
);
--> statement-breakpoint
CREATE TABLE `news` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`Published` integer DEFAULT false NOT NULL,
	`PublishedAt` text,
	`CreatedAt` text NOT NULL,
	`UpdatedAt` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `news_interactions` (
	`news_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`At` text NOT NULL,
	PRIMARY KEY(`news_id`, `user_id`),
	FOREIGN KEY (`news_id`) REFERENCES `news`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`Id`) ON UPDATE no action ON DELETE cascade
);

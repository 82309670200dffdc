ALTER TABLE `achievements` ADD `title_sv` text;--> statement-breakpoint
ALTER TABLE `achievements` ADD `description_sv` text;--> statement-breakpoint
ALTER TABLE `news` ADD `title_sv` text;--> statement-breakpoint
ALTER TABLE `news` ADD `content_sv` text;
ALTER TABLE `achievements` ADD `Icon` text DEFAULT 'trophy' NOT NULL;--> statement-breakpoint
ALTER TABLE `user_exams` ADD `AutoRight` integer;--> statement-breakpoint
ALTER TABLE `user_exams` ADD `AutoOf` integer;
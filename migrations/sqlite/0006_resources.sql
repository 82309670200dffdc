CREATE TABLE `resources` (
	`Id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`Title` text NOT NULL,
	`Description` text DEFAULT '' NOT NULL,
	`FileName` text NOT NULL,
	`CreatedAt` text NOT NULL,
	`CreatedBy` integer
);

CREATE TABLE `product_courses` (
	`ProductId` integer NOT NULL,
	`CourseId` integer NOT NULL,
	PRIMARY KEY(`ProductId`, `CourseId`),
	FOREIGN KEY (`ProductId`) REFERENCES `products`(`Id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`CourseId`) REFERENCES `courses`(`Id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `products` (
	`Id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`Slug` text NOT NULL,
	`Kind` text NOT NULL,
	`Name` text NOT NULL,
	`Description` text DEFAULT '' NOT NULL,
	`PriceEur` integer DEFAULT 0 NOT NULL,
	`PriceSek` integer DEFAULT 0 NOT NULL,
	`VatClass` text DEFAULT 'standard' NOT NULL,
	`Published` integer DEFAULT false NOT NULL,
	`CreatedAt` text NOT NULL,
	`UpdatedAt` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `products_Slug_unique` ON `products` (`Slug`);
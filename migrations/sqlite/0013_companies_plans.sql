CREATE TABLE `companies` (
	`Id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`Name` text NOT NULL,
	`Address` text DEFAULT '' NOT NULL,
	`RegistrationNumber` text DEFAULT '' NOT NULL,
	`VatNumber` text DEFAULT '' NOT NULL,
	`PlanKey` text NOT NULL,
	`TrialEndsAt` text,
	`Demo` integer DEFAULT false NOT NULL,
	`CreatedAt` text NOT NULL,
	`UpdatedAt` text NOT NULL,
	FOREIGN KEY (`PlanKey`) REFERENCES `plans`(`Key`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `company_members` (
	`CompanyId` integer NOT NULL,
	`UserId` integer NOT NULL,
	`JoinedAt` text NOT NULL,
	PRIMARY KEY(`CompanyId`, `UserId`),
	FOREIGN KEY (`CompanyId`) REFERENCES `companies`(`Id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`UserId`) REFERENCES `users`(`Id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `company_members_user` ON `company_members` (`UserId`);--> statement-breakpoint
CREATE TABLE `plans` (
	`Key` text PRIMARY KEY NOT NULL,
	`Name` text NOT NULL,
	`MaxUsers` integer,
	`MaxCourses` integer,
	`MaxStorageMb` integer,
	`PriceEur` integer,
	`PriceSek` integer,
	`SortId` integer DEFAULT 0 NOT NULL,
	`UpdatedAt` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `courses` ADD `CompanyId` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `Address` text;--> statement-breakpoint
ALTER TABLE `users` ADD `ActiveCompanyId` integer;--> statement-breakpoint
INSERT INTO "plans" ("Key", "Name", "MaxUsers", "MaxCourses", "MaxStorageMb", "PriceEur", "PriceSek", "SortId", "UpdatedAt") VALUES ('starter', 'Starter', 50, 3, 500, 200, 2000, 1, '2026-11-24T00:00:00.000Z');--> statement-breakpoint
INSERT INTO "plans" ("Key", "Name", "MaxUsers", "MaxCourses", "MaxStorageMb", "PriceEur", "PriceSek", "SortId", "UpdatedAt") VALUES ('professional', 'Professional', 500, 15, 4096, 600, 6000, 2, '2026-11-24T00:00:00.000Z');--> statement-breakpoint
INSERT INTO "plans" ("Key", "Name", "MaxUsers", "MaxCourses", "MaxStorageMb", "PriceEur", "PriceSek", "SortId", "UpdatedAt") VALUES ('enterprise', 'Enterprise', NULL, NULL, NULL, NULL, NULL, 3, '2026-11-24T00:00:00.000Z');

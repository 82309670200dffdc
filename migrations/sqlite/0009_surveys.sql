CREATE TABLE `survey_answers` (
	`SurveyId` integer NOT NULL,
	`UserId` integer NOT NULL,
	`Answers` text NOT NULL,
	`CreatedAt` text NOT NULL,
	`UpdatedAt` text NOT NULL,
	PRIMARY KEY(`SurveyId`, `UserId`),
	FOREIGN KEY (`SurveyId`) REFERENCES `surveys`(`Id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`UserId`) REFERENCES `users`(`Id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `surveys` (
	`Id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`Title` text NOT NULL,
	`Description` text DEFAULT '' NOT NULL,
	`Status` text DEFAULT 'draft' NOT NULL,
	`Questions` text DEFAULT '[]' NOT NULL,
	`CreatedBy` integer,
	`CreatedAt` text NOT NULL,
	`UpdatedAt` text NOT NULL
);

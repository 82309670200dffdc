CREATE TABLE `ear_answers` (
	`Id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`UserId` integer NOT NULL,
	`RoundId` integer NOT NULL,
	`Item` text NOT NULL,
	`Correct` integer NOT NULL,
	`Ms` integer NOT NULL,
	`AnsweredAt` text NOT NULL,
	`StabilityMinutes` integer NOT NULL,
	FOREIGN KEY (`UserId`) REFERENCES `users`(`Id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`RoundId`) REFERENCES `ear_rounds`(`Id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ear_answers_user` ON `ear_answers` (`UserId`,`AnsweredAt`);
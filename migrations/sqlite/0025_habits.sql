CREATE TABLE `habit_days` (
	`UserId` integer NOT NULL,
	`Day` text NOT NULL,
	`FirstAt` text NOT NULL,
	`Hour` integer NOT NULL,
	`Count` integer DEFAULT 1 NOT NULL,
	`Reminder` text DEFAULT 'none' NOT NULL,
	PRIMARY KEY(`UserId`, `Day`),
	FOREIGN KEY (`UserId`) REFERENCES `users`(`Id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `user_habits` (
	`UserId` integer PRIMARY KEY NOT NULL,
	`TimeZone` text,
	`DailyGoalXp` integer DEFAULT 20 NOT NULL,
	`ReminderHour` integer,
	`Reminders` integer DEFAULT true NOT NULL,
	`Streak` integer DEFAULT 0 NOT NULL,
	`LongestStreak` integer DEFAULT 0 NOT NULL,
	`Freezes` integer DEFAULT 0 NOT NULL,
	`LastActiveAt` text,
	`DayCount` integer DEFAULT 0 NOT NULL,
	`WinBack` integer,
	`XpDay` text,
	`TodayXp` integer DEFAULT 0 NOT NULL,
	`GoalReached` integer DEFAULT false NOT NULL,
	`ReminderDay` text,
	`ReminderMailId` integer,
	`NextReminderAt` text,
	`UnsubscribeToken` text NOT NULL,
	FOREIGN KEY (`UserId`) REFERENCES `users`(`Id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_habits_UnsubscribeToken_unique` ON `user_habits` (`UnsubscribeToken`);--> statement-breakpoint
CREATE INDEX `user_habits_next_reminder` ON `user_habits` (`NextReminderAt`);
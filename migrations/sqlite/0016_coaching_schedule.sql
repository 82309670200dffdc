CREATE TABLE `coaching_bookings` (
	`Id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`SlotId` integer NOT NULL,
	`CoachId` integer NOT NULL,
	`StartsAt` text NOT NULL,
	`EndsAt` text NOT NULL,
	`Name` text NOT NULL,
	`Email` text NOT NULL,
	`UserId` integer,
	`Locale` text NOT NULL,
	`TimeZone` text NOT NULL,
	`Message` text DEFAULT '' NOT NULL,
	`TokenHash` text NOT NULL,
	`TaskId` integer,
	`CreatedAt` text NOT NULL,
	`CancelledAt` text,
	`CancelledBy` text,
	FOREIGN KEY (`UserId`) REFERENCES `users`(`Id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coaching_bookings_token` ON `coaching_bookings` (`TokenHash`);--> statement-breakpoint
CREATE INDEX `coaching_bookings_slot` ON `coaching_bookings` (`SlotId`);--> statement-breakpoint
CREATE TABLE `coaching_slots` (
	`Id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`CoachId` integer NOT NULL,
	`StartsAt` text NOT NULL,
	`EndsAt` text NOT NULL,
	`TimeZone` text NOT NULL,
	`Note` text DEFAULT '' NOT NULL,
	`BookingId` integer,
	`CreatedAt` text NOT NULL,
	FOREIGN KEY (`CoachId`) REFERENCES `users`(`Id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coaching_slots_coach_start` ON `coaching_slots` (`CoachId`,`StartsAt`);--> statement-breakpoint
CREATE INDEX `coaching_slots_starts` ON `coaching_slots` (`StartsAt`);
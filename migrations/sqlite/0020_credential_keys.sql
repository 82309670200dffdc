CREATE TABLE `credential_keys` (
	`Id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`Kid` text NOT NULL,
	`PublicJwk` text NOT NULL,
	`PrivateKey` text NOT NULL,
	`CreatedAt` text NOT NULL,
	`RetiredAt` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `credential_keys_Kid_unique` ON `credential_keys` (`Kid`);--> statement-breakpoint
CREATE INDEX `credential_keys_created` ON `credential_keys` (`CreatedAt`);
CREATE TABLE `webhook_deliveries` (
	`Id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`EndpointId` integer NOT NULL,
	`EventId` integer NOT NULL,
	`EventType` text NOT NULL,
	`Status` text NOT NULL,
	`Attempts` integer DEFAULT 0 NOT NULL,
	`NextAt` text,
	`ResponseStatus` integer,
	`LastError` text,
	`LastAttemptAt` text,
	`CreatedAt` text NOT NULL,
	`DeliveredAt` text,
	FOREIGN KEY (`EndpointId`) REFERENCES `webhook_endpoints`(`Id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `webhook_deliveries_due` ON `webhook_deliveries` (`Status`,`NextAt`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_endpoint` ON `webhook_deliveries` (`EndpointId`,`Id`);--> statement-breakpoint
CREATE TABLE `webhook_endpoints` (
	`Id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`CompanyId` integer,
	`Url` text NOT NULL,
	`Events` text NOT NULL,
	`Active` integer DEFAULT true NOT NULL,
	`Secret` text NOT NULL,
	`Cursor` integer DEFAULT 0 NOT NULL,
	`CreatedBy` integer,
	`CreatedAt` text NOT NULL,
	`UpdatedAt` text NOT NULL,
	FOREIGN KEY (`CompanyId`) REFERENCES `companies`(`Id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `webhook_endpoints_company` ON `webhook_endpoints` (`CompanyId`);
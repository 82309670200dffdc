CREATE TABLE `customers` (
	`Id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`Kind` text NOT NULL,
	`Name` text NOT NULL,
	`Email` text,
	`Street` text DEFAULT '' NOT NULL,
	`PostalCode` text DEFAULT '' NOT NULL,
	`City` text DEFAULT '' NOT NULL,
	`Country` text NOT NULL,
	`VatNumber` text,
	`RegistrationNumber` text,
	`ContactName` text,
	`Phone` text,
	`UserId` integer,
	`CreatedAt` text NOT NULL,
	`UpdatedAt` text NOT NULL,
	FOREIGN KEY (`UserId`) REFERENCES `users`(`Id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `customers_user` ON `customers` (`UserId`);--> statement-breakpoint
CREATE TABLE `invoice_lines` (
	`Id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`InvoiceId` integer NOT NULL,
	`SortId` integer NOT NULL,
	`ProductId` integer,
	`Description` text NOT NULL,
	`Quantity` integer NOT NULL,
	`UnitPriceMinor` integer NOT NULL,
	`VatRate` integer NOT NULL,
	`VatClass` text NOT NULL,
	`NetMinor` integer NOT NULL,
	`VatMinor` integer NOT NULL,
	FOREIGN KEY (`InvoiceId`) REFERENCES `invoices`(`Id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`ProductId`) REFERENCES `products`(`Id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `invoice_lines_invoice` ON `invoice_lines` (`InvoiceId`);--> statement-breakpoint
CREATE INDEX `invoice_lines_product` ON `invoice_lines` (`ProductId`);--> statement-breakpoint
CREATE TABLE `invoice_payments` (
	`Id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`InvoiceId` integer NOT NULL,
	`AmountMinor` integer NOT NULL,
	`PaidOn` text NOT NULL,
	`Reference` text DEFAULT '' NOT NULL,
	`CreatedBy` integer,
	`CreatedAt` text NOT NULL,
	FOREIGN KEY (`InvoiceId`) REFERENCES `invoices`(`Id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `invoice_payments_invoice` ON `invoice_payments` (`InvoiceId`);--> statement-breakpoint
CREATE TABLE `invoices` (
	`Id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`Number` integer,
	`Kind` text DEFAULT 'invoice' NOT NULL,
	`Status` text DEFAULT 'draft' NOT NULL,
	`CreditOf` integer,
	`CustomerId` integer NOT NULL,
	`RecipientUserId` integer,
	`Currency` text NOT NULL,
	`VatTreatment` text NOT NULL,
	`CustomerKind` text NOT NULL,
	`CustomerName` text NOT NULL,
	`CustomerEmail` text,
	`CustomerStreet` text DEFAULT '' NOT NULL,
	`CustomerPostalCode` text DEFAULT '' NOT NULL,
	`CustomerCity` text DEFAULT '' NOT NULL,
	`CustomerCountry` text NOT NULL,
	`CustomerVatNumber` text,
	`DueDays` integer DEFAULT 30 NOT NULL,
	`IssueDate` text,
	`DueDate` text,
	`NetMinor` integer DEFAULT 0 NOT NULL,
	`VatMinor` integer DEFAULT 0 NOT NULL,
	`TotalMinor` integer DEFAULT 0 NOT NULL,
	`PaidMinor` integer DEFAULT 0 NOT NULL,
	`PaidAt` text,
	`CreatedBy` integer,
	`CreatedAt` text NOT NULL,
	`UpdatedAt` text NOT NULL,
	FOREIGN KEY (`CustomerId`) REFERENCES `customers`(`Id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`RecipientUserId`) REFERENCES `users`(`Id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_Number_unique` ON `invoices` (`Number`);--> statement-breakpoint
CREATE INDEX `invoices_customer` ON `invoices` (`CustomerId`);--> statement-breakpoint
CREATE INDEX `invoices_recipient` ON `invoices` (`RecipientUserId`);--> statement-breakpoint
CREATE INDEX `invoices_status` ON `invoices` (`Status`,`IssueDate`);--> statement-breakpoint
CREATE INDEX `invoices_issue_date` ON `invoices` (`IssueDate`);--> statement-breakpoint
CREATE TABLE `journal_entries` (
	`Id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`Number` integer NOT NULL,
	`Date` text NOT NULL,
	`Text` text NOT NULL,
	`Source` text NOT NULL,
	`InvoiceId` integer,
	`Currency` text NOT NULL,
	`CreatedBy` integer,
	`CreatedAt` text NOT NULL,
	FOREIGN KEY (`InvoiceId`) REFERENCES `invoices`(`Id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `journal_entries_Number_unique` ON `journal_entries` (`Number`);--> statement-breakpoint
CREATE INDEX `journal_entries_date` ON `journal_entries` (`Currency`,`Date`);--> statement-breakpoint
CREATE INDEX `journal_entries_invoice` ON `journal_entries` (`InvoiceId`);--> statement-breakpoint
CREATE TABLE `journal_lines` (
	`Id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`EntryId` integer NOT NULL,
	`Account` integer NOT NULL,
	`DebitMinor` integer DEFAULT 0 NOT NULL,
	`CreditMinor` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`EntryId`) REFERENCES `journal_entries`(`Id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `journal_lines_entry` ON `journal_lines` (`EntryId`);--> statement-breakpoint
CREATE INDEX `journal_lines_account` ON `journal_lines` (`Account`);--> statement-breakpoint
CREATE TABLE `number_series` (
	`Name` text PRIMARY KEY NOT NULL,
	`Last` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `Attachment` text;--> statement-breakpoint
INSERT INTO "number_series" ("Name", "Last") VALUES ('invoice', 0), ('journal', 0);

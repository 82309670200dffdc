CREATE TABLE `cluster_node_users` (
	`NodeId` text NOT NULL,
	`UserId` integer NOT NULL,
	`Since` text NOT NULL,
	PRIMARY KEY(`NodeId`, `UserId`),
	FOREIGN KEY (`NodeId`) REFERENCES `cluster_nodes`(`NodeId`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`UserId`) REFERENCES `users`(`Id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `cluster_node_users_user` ON `cluster_node_users` (`UserId`);--> statement-breakpoint
CREATE TABLE `cluster_nodes` (
	`NodeId` text PRIMARY KEY NOT NULL,
	`StartedAt` text NOT NULL,
	`HeartbeatAt` text NOT NULL
);

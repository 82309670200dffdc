CREATE TABLE "cluster_node_users" (
	"NodeId" text NOT NULL,
	"UserId" integer NOT NULL,
	"Since" text NOT NULL,
	CONSTRAINT "cluster_node_users_NodeId_UserId_pk" PRIMARY KEY("NodeId","UserId")
);
--> statement-breakpoint
CREATE TABLE "cluster_nodes" (
	"NodeId" text PRIMARY KEY NOT NULL,
	"StartedAt" text NOT NULL,
	"HeartbeatAt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cluster_node_users" ADD CONSTRAINT "cluster_node_users_NodeId_cluster_nodes_NodeId_fk" FOREIGN KEY ("NodeId") REFERENCES "public"."cluster_nodes"("NodeId") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cluster_node_users" ADD CONSTRAINT "cluster_node_users_UserId_users_Id_fk" FOREIGN KEY ("UserId") REFERENCES "public"."users"("Id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cluster_node_users_user" ON "cluster_node_users" USING btree ("UserId");
CREATE TABLE "statistics_days" (
	"Day" text PRIMARY KEY NOT NULL,
	"SignIns" integer NOT NULL,
	"CourseStarts" integer NOT NULL,
	"CourseCompletions" integer NOT NULL,
	"XpAwarded" integer NOT NULL,
	"Messages" integer NOT NULL,
	"Certificates" integer NOT NULL,
	"RevenueMinor" text NOT NULL,
	"ReplySeconds" text NOT NULL,
	"ClosedAt" text NOT NULL
);

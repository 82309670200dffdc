CREATE TABLE "habit_days" (
	"UserId" integer NOT NULL,
	"Day" text NOT NULL,
	"FirstAt" text NOT NULL,
	"Hour" integer NOT NULL,
	"Count" integer DEFAULT 1 NOT NULL,
	"Reminder" text DEFAULT 'none' NOT NULL,
	CONSTRAINT "habit_days_UserId_Day_pk" PRIMARY KEY("UserId","Day")
);
--> statement-breakpoint
CREATE TABLE "user_habits" (
	"UserId" integer NOT NULL,
	"TimeZone" text,
	"DailyGoalXp" integer DEFAULT 20 NOT NULL,
	"ReminderHour" integer,
	"Reminders" boolean DEFAULT true NOT NULL,
	"Streak" integer DEFAULT 0 NOT NULL,
	"LongestStreak" integer DEFAULT 0 NOT NULL,
	"Freezes" integer DEFAULT 0 NOT NULL,
	"LastActiveAt" text,
	"DayCount" integer DEFAULT 0 NOT NULL,
	"WinBack" integer,
	"XpDay" text,
	"TodayXp" integer DEFAULT 0 NOT NULL,
	"GoalReached" boolean DEFAULT false NOT NULL,
	"ReminderDay" text,
	"ReminderMailId" integer,
	"NextReminderAt" text,
	"UnsubscribeToken" text NOT NULL,
	CONSTRAINT "user_habits_UserId_pk" PRIMARY KEY("UserId"),
	CONSTRAINT "user_habits_UnsubscribeToken_unique" UNIQUE("UnsubscribeToken")
);
--> statement-breakpoint
ALTER TABLE "habit_days" ADD CONSTRAINT "habit_days_UserId_users_Id_fk" FOREIGN KEY ("UserId") REFERENCES "public"."users"("Id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_habits" ADD CONSTRAINT "user_habits_UserId_users_Id_fk" FOREIGN KEY ("UserId") REFERENCES "public"."users"("Id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_habits_next_reminder" ON "user_habits" USING btree ("NextReminderAt");
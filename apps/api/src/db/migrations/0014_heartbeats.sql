ALTER TABLE "running_imports" ADD COLUMN "heartbeat_on" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "heartbeat_on" timestamp with time zone;
ALTER TABLE "particulars" ADD COLUMN "shared_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD COLUMN "shared_since" timestamp with time zone;
CREATE TABLE "report_shares" (
	"report_id" integer PRIMARY KEY NOT NULL,
	"url_hash" text NOT NULL,
	"pin_code" text NOT NULL,
	"shared_on" timestamp with time zone DEFAULT now() NOT NULL,
	"shared_by_user_id" integer,
	"opened_on" timestamp with time zone,
	CONSTRAINT "report_shares_url_hash_unique" UNIQUE("url_hash")
);
--> statement-breakpoint
ALTER TABLE "history" DROP CONSTRAINT "history_action_known";--> statement-breakpoint
ALTER TABLE "report_shares" ADD CONSTRAINT "report_shares_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_shares" ADD CONSTRAINT "report_shares_shared_by_user_id_users_id_fk" FOREIGN KEY ("shared_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history" ADD CONSTRAINT "history_action_known" CHECK ("history"."action" in ('created', 'updated', 'deleted', 'status', 'shared', 'unshared', 'opened', 'downloaded'));
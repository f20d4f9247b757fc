CREATE TABLE "history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" integer NOT NULL,
	"part" text,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "history_action_known" CHECK ("history"."action" in ('created', 'updated', 'deleted', 'status'))
);
--> statement-breakpoint
ALTER TABLE "technologies" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "technology_makers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "particulars" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "consumption_rates_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_technologies" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "regulatory_impact_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "consumption_rates_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "consumptions_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "history" ADD CONSTRAINT "history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "history_record_idx" ON "history" USING btree ("record_type","record_id","id");--> statement-breakpoint
CREATE INDEX "history_user_idx" ON "history" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "history_at_idx" ON "history" USING brin ("at");--> statement-breakpoint
CREATE FUNCTION "history_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'history is append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER "history_append_only" BEFORE UPDATE OR DELETE ON "history" FOR EACH ROW EXECUTE FUNCTION "history_append_only"();

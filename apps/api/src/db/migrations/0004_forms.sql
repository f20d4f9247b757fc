CREATE TABLE "client_pin_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_pin_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"url_hash" text NOT NULL,
	"failed_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "particulars" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "particulars_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vessel_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"url_hash" text NOT NULL,
	"pin_code" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "particulars_vessel_id_unique" UNIQUE("vessel_id"),
	CONSTRAINT "particulars_url_hash_unique" UNIQUE("url_hash")
);
--> statement-breakpoint
CREATE TABLE "particulars_item_files" (
	"item_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "particulars_item_files_item_id_file_id_pk" PRIMARY KEY("item_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "particulars_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "particulars_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"particulars_id" integer NOT NULL,
	"title" text,
	"request_text" text NOT NULL,
	"response_text" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaire_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"questionnaire_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"title" text NOT NULL,
	"value" text,
	"value_example" text,
	"hide" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"mapped_to" text
);
--> statement-breakpoint
CREATE TABLE "questionnaire_sections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaire_sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"questionnaire_id" integer NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaires_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vessel_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"url_hash" text NOT NULL,
	"pin_code" text NOT NULL,
	"existing_energy_saving_technologies" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaires_vessel_id_unique" UNIQUE("vessel_id"),
	CONSTRAINT "questionnaires_url_hash_unique" UNIQUE("url_hash")
);
--> statement-breakpoint
CREATE TABLE "vessel_technology_statuses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vessel_technology_statuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vessel_id" integer NOT NULL,
	"technology_id" integer NOT NULL,
	"technology_snapshot_id" integer NOT NULL,
	"installed_status" smallint NOT NULL,
	"planned_to_be_installed_on" date,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "client_form" text;--> statement-breakpoint
ALTER TABLE "particulars" ADD CONSTRAINT "particulars_vessel_id_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."vessels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "particulars_item_files" ADD CONSTRAINT "particulars_item_files_item_id_particulars_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."particulars_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "particulars_item_files" ADD CONSTRAINT "particulars_item_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "particulars_items" ADD CONSTRAINT "particulars_items_particulars_id_particulars_id_fk" FOREIGN KEY ("particulars_id") REFERENCES "public"."particulars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_items" ADD CONSTRAINT "questionnaire_items_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_items" ADD CONSTRAINT "questionnaire_items_section_id_questionnaire_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."questionnaire_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_sections" ADD CONSTRAINT "questionnaire_sections_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_vessel_id_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."vessels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessel_technology_statuses" ADD CONSTRAINT "vessel_technology_statuses_vessel_id_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."vessels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessel_technology_statuses" ADD CONSTRAINT "vessel_technology_statuses_technology_id_technologies_id_fk" FOREIGN KEY ("technology_id") REFERENCES "public"."technologies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessel_technology_statuses" ADD CONSTRAINT "vessel_technology_statuses_technology_snapshot_id_technology_snapshots_id_fk" FOREIGN KEY ("technology_snapshot_id") REFERENCES "public"."technology_snapshots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_pin_failures_lookup_idx" ON "client_pin_failures" USING btree ("url_hash","failed_on");--> statement-breakpoint
CREATE INDEX "particulars_items_particulars_idx" ON "particulars_items" USING btree ("particulars_id");--> statement-breakpoint
CREATE INDEX "questionnaire_items_questionnaire_idx" ON "questionnaire_items" USING btree ("questionnaire_id");--> statement-breakpoint
CREATE INDEX "questionnaire_items_section_idx" ON "questionnaire_items" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "questionnaire_sections_questionnaire_idx" ON "questionnaire_sections" USING btree ("questionnaire_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vessel_technology_statuses_unique" ON "vessel_technology_statuses" USING btree ("vessel_id","technology_id");
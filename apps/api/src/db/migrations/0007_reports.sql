CREATE TABLE "report_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"report_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_files_unique" UNIQUE("report_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "report_novel_technologies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_novel_technologies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"report_id" integer NOT NULL,
	"technology_id" integer NOT NULL,
	"snapshot_id" integer NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_novel_technologies_unique" UNIQUE("report_id","technology_id")
);
--> statement-breakpoint
CREATE TABLE "report_technologies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_technologies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"report_id" integer NOT NULL,
	"technology_id" integer NOT NULL,
	"snapshot_id" integer NOT NULL,
	"calc_savings" double precision NOT NULL,
	"original_calc_savings" double precision,
	"screening_calc_savings" double precision,
	"calc_confidence_interval" double precision NOT NULL,
	"original_calc_confidence_interval" double precision,
	"screening_calc_confidence_interval" double precision,
	"calc_equipment_cost" double precision NOT NULL,
	"original_calc_equipment_cost" double precision,
	"screening_calc_equipment_cost" double precision,
	"calc_installation_cost" double precision NOT NULL,
	"original_calc_installation_cost" double precision,
	"screening_calc_installation_cost" double precision,
	"calc_operation_cost" double precision NOT NULL,
	"original_calc_operation_cost" double precision,
	"screening_calc_operation_cost" double precision,
	"screening_calc_savings_in_mt" double precision,
	"notes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_included_in_screening_report" boolean DEFAULT false NOT NULL,
	"calculation_file_id" integer,
	"maker_id" integer,
	"supplier_id" integer,
	"potential_for_vessel" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_technologies_unique" UNIQUE("report_id","technology_id")
);
--> statement-breakpoint
CREATE TABLE "report_technology_fixed_savings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_technology_fixed_savings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"report_technology_id" integer NOT NULL,
	"consumption_category_id" integer NOT NULL,
	"consumption_type_id" integer NOT NULL,
	"fixed_savings_in_mt" double precision NOT NULL,
	CONSTRAINT "report_technology_fixed_savings_unique" UNIQUE("report_technology_id","consumption_category_id","consumption_type_id")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vessel_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"status" smallint NOT NULL,
	"name" text NOT NULL,
	"based_on_report_id" integer,
	"internal_contact_user_id" integer,
	"regulatory_impact_pct_in_eu" double precision,
	"regulatory_impact_carbon_rate" double precision,
	"regulatory_impact_start_year" integer,
	"regulatory_impact_number_of_years" integer,
	"regulatory_impact_description" text,
	"regulatory_impact_file_id" integer,
	"status_changed_on" timestamp with time zone DEFAULT now() NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_files" ADD CONSTRAINT "report_files_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_files" ADD CONSTRAINT "report_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_novel_technologies" ADD CONSTRAINT "report_novel_technologies_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_novel_technologies" ADD CONSTRAINT "report_novel_technologies_technology_id_technologies_id_fk" FOREIGN KEY ("technology_id") REFERENCES "public"."technologies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_novel_technologies" ADD CONSTRAINT "report_novel_technologies_snapshot_id_technology_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."technology_snapshots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_technologies" ADD CONSTRAINT "report_technologies_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_technologies" ADD CONSTRAINT "report_technologies_technology_id_technologies_id_fk" FOREIGN KEY ("technology_id") REFERENCES "public"."technologies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_technologies" ADD CONSTRAINT "report_technologies_snapshot_id_technology_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."technology_snapshots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_technologies" ADD CONSTRAINT "report_technologies_calculation_file_id_files_id_fk" FOREIGN KEY ("calculation_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_technologies" ADD CONSTRAINT "report_technologies_maker_id_makers_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."makers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_technologies" ADD CONSTRAINT "report_technologies_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_technology_fixed_savings" ADD CONSTRAINT "report_technology_fixed_savings_report_technology_id_report_technologies_id_fk" FOREIGN KEY ("report_technology_id") REFERENCES "public"."report_technologies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_technology_fixed_savings" ADD CONSTRAINT "report_technology_fixed_savings_consumption_category_id_consumption_categories_id_fk" FOREIGN KEY ("consumption_category_id") REFERENCES "public"."consumption_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_technology_fixed_savings" ADD CONSTRAINT "report_technology_fixed_savings_consumption_type_id_consumption_types_id_fk" FOREIGN KEY ("consumption_type_id") REFERENCES "public"."consumption_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_vessel_id_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."vessels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_based_on_report_id_reports_id_fk" FOREIGN KEY ("based_on_report_id") REFERENCES "public"."reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_internal_contact_user_id_users_id_fk" FOREIGN KEY ("internal_contact_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_regulatory_impact_file_id_files_id_fk" FOREIGN KEY ("regulatory_impact_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_files_created_idx" ON "report_files" USING btree ("report_id","created_on");--> statement-breakpoint
CREATE INDEX "reports_vessel_idx" ON "reports" USING btree ("vessel_id");--> statement-breakpoint
CREATE INDEX "reports_based_on_idx" ON "reports" USING btree ("based_on_report_id");
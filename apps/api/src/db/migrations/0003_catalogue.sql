CREATE TABLE "consumption_technologies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consumption_technologies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"consumption_category_id" integer NOT NULL,
	"technology_id" integer NOT NULL,
	"calculation_sequence" integer NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "implementation_stages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "implementation_stages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "implementation_stages_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "makers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "makers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"country" text,
	"description" text,
	"archived_on" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regulatory_impact_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "regulatory_impact_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regulatory_impact_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "report_template_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_template_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"report_type" smallint NOT NULL,
	"file_id" integer NOT NULL,
	"created_by_user_id" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "savings_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "savings_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "savings_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suppliers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"country" text,
	"description" text,
	"archived_on" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "technologies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "technologies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"description" text NOT NULL,
	"short_description" text NOT NULL,
	"savings_potential" text NOT NULL,
	"savings_category_id" integer,
	"savings_range" text NOT NULL,
	"cost_range" text NOT NULL,
	"lead_time" text,
	"icon_file_id" integer,
	"calc_savings" double precision NOT NULL,
	"calc_confidence_interval" double precision NOT NULL,
	"calc_equipment_cost" double precision NOT NULL,
	"calc_installation_cost" double precision NOT NULL,
	"calc_operation_cost" double precision NOT NULL,
	"technology_maturity_level" smallint,
	"summary_table_description" text,
	"summary_description" text,
	"archived_on" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "technology_implementation_stages" (
	"technology_id" integer NOT NULL,
	"implementation_stage_id" integer NOT NULL,
	CONSTRAINT "technology_implementation_stages_technology_id_implementation_stage_id_pk" PRIMARY KEY("technology_id","implementation_stage_id")
);
--> statement-breakpoint
CREATE TABLE "technology_makers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "technology_makers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"technology_id" integer NOT NULL,
	"maker_id" integer NOT NULL,
	"calc_savings" double precision NOT NULL,
	"calc_confidence_interval" double precision NOT NULL,
	"calc_equipment_cost" double precision NOT NULL,
	"calc_installation_cost" double precision NOT NULL,
	"calc_operation_cost" double precision NOT NULL,
	"calculation_template_file_id" integer,
	"word_template_file_id" integer,
	"archived_on" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "technology_regulatory_impact_types" (
	"technology_id" integer NOT NULL,
	"regulatory_impact_type_id" integer NOT NULL,
	CONSTRAINT "technology_regulatory_impact_types_technology_id_regulatory_impact_type_id_pk" PRIMARY KEY("technology_id","regulatory_impact_type_id")
);
--> statement-breakpoint
CREATE TABLE "technology_snapshots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "technology_snapshots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"technology_id" integer NOT NULL,
	"vessel_type_id" integer,
	"values" jsonb NOT NULL,
	"values_hash" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "technology_suppliers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "technology_suppliers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"technology_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"archived_on" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vessel_type_technology_details" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vessel_type_technology_details_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"technology_id" integer NOT NULL,
	"vessel_type_id" integer NOT NULL,
	"calc_savings" double precision,
	"calc_confidence_interval" double precision,
	"calc_equipment_cost" double precision,
	"calc_installation_cost" double precision,
	"calc_operation_cost" double precision,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consumption_technologies" ADD CONSTRAINT "consumption_technologies_consumption_category_id_consumption_categories_id_fk" FOREIGN KEY ("consumption_category_id") REFERENCES "public"."consumption_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumption_technologies" ADD CONSTRAINT "consumption_technologies_technology_id_technologies_id_fk" FOREIGN KEY ("technology_id") REFERENCES "public"."technologies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_template_files" ADD CONSTRAINT "report_template_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_template_files" ADD CONSTRAINT "report_template_files_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technologies" ADD CONSTRAINT "technologies_savings_category_id_savings_categories_id_fk" FOREIGN KEY ("savings_category_id") REFERENCES "public"."savings_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technologies" ADD CONSTRAINT "technologies_icon_file_id_files_id_fk" FOREIGN KEY ("icon_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technology_implementation_stages" ADD CONSTRAINT "technology_implementation_stages_technology_id_technologies_id_fk" FOREIGN KEY ("technology_id") REFERENCES "public"."technologies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technology_implementation_stages" ADD CONSTRAINT "technology_implementation_stages_implementation_stage_id_implementation_stages_id_fk" FOREIGN KEY ("implementation_stage_id") REFERENCES "public"."implementation_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technology_makers" ADD CONSTRAINT "technology_makers_technology_id_technologies_id_fk" FOREIGN KEY ("technology_id") REFERENCES "public"."technologies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technology_makers" ADD CONSTRAINT "technology_makers_maker_id_makers_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."makers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technology_makers" ADD CONSTRAINT "technology_makers_calculation_template_file_id_files_id_fk" FOREIGN KEY ("calculation_template_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technology_makers" ADD CONSTRAINT "technology_makers_word_template_file_id_files_id_fk" FOREIGN KEY ("word_template_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technology_regulatory_impact_types" ADD CONSTRAINT "technology_regulatory_impact_types_technology_id_technologies_id_fk" FOREIGN KEY ("technology_id") REFERENCES "public"."technologies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technology_regulatory_impact_types" ADD CONSTRAINT "technology_regulatory_impact_types_regulatory_impact_type_id_regulatory_impact_types_id_fk" FOREIGN KEY ("regulatory_impact_type_id") REFERENCES "public"."regulatory_impact_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technology_snapshots" ADD CONSTRAINT "technology_snapshots_technology_id_technologies_id_fk" FOREIGN KEY ("technology_id") REFERENCES "public"."technologies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technology_snapshots" ADD CONSTRAINT "technology_snapshots_vessel_type_id_vessel_types_id_fk" FOREIGN KEY ("vessel_type_id") REFERENCES "public"."vessel_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technology_suppliers" ADD CONSTRAINT "technology_suppliers_technology_id_technologies_id_fk" FOREIGN KEY ("technology_id") REFERENCES "public"."technologies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technology_suppliers" ADD CONSTRAINT "technology_suppliers_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessel_type_technology_details" ADD CONSTRAINT "vessel_type_technology_details_technology_id_technologies_id_fk" FOREIGN KEY ("technology_id") REFERENCES "public"."technologies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessel_type_technology_details" ADD CONSTRAINT "vessel_type_technology_details_vessel_type_id_vessel_types_id_fk" FOREIGN KEY ("vessel_type_id") REFERENCES "public"."vessel_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consumption_technologies_unique" ON "consumption_technologies" USING btree ("consumption_category_id","technology_id");--> statement-breakpoint
CREATE INDEX "consumption_technologies_technology_idx" ON "consumption_technologies" USING btree ("technology_id");--> statement-breakpoint
CREATE UNIQUE INDEX "makers_active_name_unique" ON "makers" USING btree (lower("name")) WHERE "makers"."archived_on" is null;--> statement-breakpoint
CREATE INDEX "report_template_files_type_idx" ON "report_template_files" USING btree ("report_type","created_on");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_active_name_unique" ON "suppliers" USING btree (lower("name")) WHERE "suppliers"."archived_on" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "technologies_active_name_unique" ON "technologies" USING btree (lower("name")) WHERE "technologies"."archived_on" is null;--> statement-breakpoint
CREATE INDEX "technologies_name_trgm" ON "technologies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "technology_makers_active_unique" ON "technology_makers" USING btree ("technology_id","maker_id") WHERE "technology_makers"."archived_on" is null;--> statement-breakpoint
CREATE INDEX "technology_snapshots_lookup_idx" ON "technology_snapshots" USING btree ("technology_id","vessel_type_id","values_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "technology_suppliers_active_unique" ON "technology_suppliers" USING btree ("technology_id","supplier_id") WHERE "technology_suppliers"."archived_on" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "vessel_type_technology_details_unique" ON "vessel_type_technology_details" USING btree ("technology_id","vessel_type_id");
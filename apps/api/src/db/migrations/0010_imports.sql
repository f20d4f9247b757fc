CREATE TABLE "running_imports" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"started_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questionnaire_items" DROP CONSTRAINT "questionnaire_items_questionnaire_id_questionnaires_id_fk";
--> statement-breakpoint
ALTER TABLE "questionnaire_items" DROP CONSTRAINT "questionnaire_items_section_id_questionnaire_sections_id_fk";
--> statement-breakpoint
ALTER TABLE "running_imports" ADD CONSTRAINT "running_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_sections" ADD CONSTRAINT "questionnaire_sections_id_questionnaire_unique" UNIQUE("id","questionnaire_id");--> statement-breakpoint
ALTER TABLE "questionnaire_items" ADD CONSTRAINT "questionnaire_items_section_fk" FOREIGN KEY ("section_id","questionnaire_id") REFERENCES "public"."questionnaire_sections"("id","questionnaire_id") ON DELETE cascade ON UPDATE no action;

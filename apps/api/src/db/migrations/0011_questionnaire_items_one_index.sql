DROP INDEX "questionnaire_items_questionnaire_idx";--> statement-breakpoint
DROP INDEX "questionnaire_items_section_idx";--> statement-breakpoint
CREATE INDEX "questionnaire_items_questionnaire_section_idx" ON "questionnaire_items" USING btree ("questionnaire_id","section_id");
ALTER TABLE "technologies" ADD COLUMN "wind_assisted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "consumption_types" ADD COLUMN "fuel_kind" text;--> statement-breakpoint
ALTER TABLE "report_technologies" ADD COLUMN "wind_power_kw" double precision;--> statement-breakpoint
-- The starting consumption types get their FuelEU fuel; a type admins made stays unset until they set it.
UPDATE "consumption_types" SET "fuel_kind" = CASE lower("short_name")
  WHEN 'hfo' THEN 'HFO' WHEN 'vlsfo' THEN 'LFO' WHEN 'lfo' THEN 'LFO'
  WHEN 'mgo' THEN 'MDO/MGO' WHEN 'mdo' THEN 'MDO/MGO' WHEN 'lng' THEN 'LNG' END
WHERE "fuel_kind" IS NULL;--> statement-breakpoint
UPDATE "technologies" SET "wind_assisted" = true
WHERE "name" ~* '(rotor sail|suction wing|wing sail|\msails?\M|\mkites?\M)';

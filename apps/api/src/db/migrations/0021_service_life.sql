ALTER TABLE "technologies" ADD COLUMN "service_life_years" smallint;--> statement-breakpoint
ALTER TABLE "technology_makers" ADD COLUMN "service_life_years" smallint;--> statement-breakpoint
-- The starting catalogue gets typical service lives: coatings last a docking interval, hull, propulsion,
-- wind and heat recovery retrofits the vessel's remaining life; software and lighting less. A technology
-- admins made stays unset (its reports count their own years) until they set it.
UPDATE "technologies" SET "service_life_years" = CASE "name"
  WHEN 'Hull air lubrication system' THEN 20
  WHEN 'Silicone foul-release coating' THEN 5
  WHEN 'Robotic hull cleaning' THEN 10
  WHEN 'Bulbous bow retrofit' THEN 20
  WHEN 'Propeller polishing' THEN 1
  WHEN 'Propeller boss cap fins' THEN 20
  WHEN 'Pre-swirl stator or duct' THEN 20
  WHEN 'Propeller retrofit for the operating profile' THEN 20
  WHEN 'Rotor sails' THEN 20
  WHEN 'Waste heat recovery' THEN 20
  WHEN 'Exhaust gas economiser' THEN 20
  WHEN 'Shaft generator with power take-off' THEN 20
  WHEN 'Main engine auto-tuning' THEN 10
  WHEN 'Variable frequency drives on pumps and fans' THEN 15
  WHEN 'LED lighting' THEN 10
  WHEN 'Trim optimisation' THEN 10
  WHEN 'Weather routing' THEN 5
  WHEN 'Fuel and performance monitoring system' THEN 10
END
WHERE "service_life_years" IS NULL;

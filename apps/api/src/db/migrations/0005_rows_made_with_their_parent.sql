ALTER TABLE "project_consumption_rates" ADD COLUMN "saved_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vessel_consumption_rates" ADD COLUMN "saved_on" timestamp with time zone;
--> statement-breakpoint
-- Rows that used to be made when they were first read are made with their parent now; this
-- gives every existing project and vessel the rows it would have got on its first read.
-- A rate for every consumption type of every project, from the type's defaults.
insert into project_consumption_rates (project_id, consumption_type_id, price, co2_conversion_constant)
select p.id, t.id, t.default_price, t.default_co2_conversion_constant
from projects p cross join consumption_types t
where not exists (select 1 from project_consumption_rates r where r.project_id = p.id and r.consumption_type_id = t.id);
--> statement-breakpoint
-- A rate for every project rate of every vessel, from the project's values.
insert into vessel_consumption_rates (vessel_id, project_consumption_rate_id, price, co2_conversion_constant)
select v.id, r.id, r.price, r.co2_conversion_constant
from vessels v join project_consumption_rates r on r.project_id = v.project_id
where not exists (select 1 from vessel_consumption_rates vr where vr.vessel_id = v.id and vr.project_consumption_rate_id = r.id);
--> statement-breakpoint
-- Rates whose values differ from where they started were saved by someone: they keep their type in use.
update project_consumption_rates r set saved_on = r.modified_on
from consumption_types t
where t.id = r.consumption_type_id and r.saved_on is null
  and (r.price <> t.default_price or r.co2_conversion_constant <> t.default_co2_conversion_constant);
--> statement-breakpoint
update vessel_consumption_rates vr set saved_on = vr.modified_on
from project_consumption_rates r
where r.id = vr.project_consumption_rate_id and vr.saved_on is null
  and (vr.price <> r.price or vr.co2_conversion_constant <> r.co2_conversion_constant);
--> statement-breakpoint
-- A vessel without a questionnaire gets the default template's (as of 2026-11-21) as a Draft with a new link and PIN.
with template_sections(position, title) as (
  values
    (0, 'General vessel data'),
    (1, 'Machinery'),
    (2, 'Consumption'),
    (3, 'Operation'),
    (4, 'Energy-saving technologies')
), template_items(section_position, position, title, value_example, mapped_to) as (
  values
    (0, 0, 'Vessel name', 'Nordic Star', 'vesselName'),
    (0, 1, 'IMO number', '9321483', 'imoNumber'),
    (0, 2, 'Call sign', 'V7AB3', null),
    (0, 3, 'Registered owner', 'Nordic Star Shipping Ltd.', 'owner'),
    (0, 4, 'Technical manager', 'Baltic Ship Management A/S', 'technicalManager'),
    (0, 5, 'Commercial manager', 'Oceanic Chartering ApS', 'commercialManager'),
    (0, 6, 'Vessel type and size class', 'Bulk carrier (Supramax)', 'vesselType'),
    (0, 7, 'Year of build', '2008', 'buildYear'),
    (0, 8, 'Shipyard', 'Tsuneishi Shipbuilding, Japan', 'shipyard'),
    (0, 9, 'Flag', 'Marshall Islands', 'flag'),
    (0, 10, 'Classification society', 'DNV', 'classSociety'),
    (0, 11, 'Gross tonnage (GT)', '31,236', 'grossTonnage'),
    (0, 12, 'Deadweight, summer (t)', '56,045', 'deadweight'),
    (0, 13, 'Length overall (m)', '189.99', 'lengthOverall'),
    (0, 14, 'Beam (m)', '32.26', 'beam'),
    (0, 15, 'Design draught (m)', '12.80', 'designDraught'),
    (0, 16, 'Design speed (knots)', '14.5', 'designSpeed'),
    (0, 17, 'Date of next dry-docking', '2027-05', 'nextDrydockDate'),
    (0, 18, 'Contact person for this questionnaire (name, e-mail)', 'Jane Hansen, jane.hansen@example.com', null),
    (1, 0, 'Main engine maker', 'MAN B&W (licence built by Mitsui)', 'mainEngineMaker'),
    (1, 1, 'Main engine model', '6S50MC-C', 'mainEngineModel'),
    (1, 2, 'Main engine MCR power (kW at rpm)', '9,480 kW at 127 rpm', 'mainEngineMcrPower'),
    (1, 3, 'Main engine SFOC at 75 % MCR (g/kWh)', '171', 'mainEngineSfoc'),
    (1, 4, 'Number of auxiliary engines', '3', 'auxiliaryEnginesNumber'),
    (1, 5, 'Auxiliary engine maker and model', 'Yanmar 6EY18ALW', 'auxiliaryEngineMaker'),
    (1, 6, 'Auxiliary engine power, each (kW)', '600', 'auxiliaryEnginePower'),
    (1, 7, 'Boiler maker and type', 'Saacke, composite oil-fired/exhaust gas boiler', 'boilerMaker'),
    (1, 8, 'Boiler capacity (kg steam/h)', '1,500', 'boilerCapacity'),
    (1, 9, 'Hull paint type (antifouling)', 'Silyl acrylate self-polishing', 'hullPaintType'),
    (1, 10, 'Date of last full hull paint application', '2022-09', 'hullPaintLastApplication'),
    (1, 11, 'Propeller type', 'Fixed pitch, 4 blades, 6.2 m diameter', 'propellerType'),
    (1, 12, 'Ballast water treatment system', 'Alfa Laval PureBallast 3.1, 1,000 m³/h', 'ballastWaterTreatmentSystem'),
    (1, 13, 'Loading computer', 'Kockums Loadmaster X5', 'loadingComputer'),
    (1, 14, 'Exhaust gas scrubber', 'None', 'scrubber'),
    (1, 15, 'Shaft generator', 'None', null),
    (1, 16, 'Performance data available (noon reports, monitoring system)', 'Noon reports; shaft power meter', null),
    (2, 0, 'Main engine fuel consumption, last 12 months (t)', '6,850 t VLSFO', 'mainEngineConsumption'),
    (2, 1, 'Auxiliary engines fuel consumption, last 12 months (t)', '820 t MGO', 'auxiliaryEnginesConsumption'),
    (2, 2, 'Boiler fuel consumption, last 12 months (t)', '310 t VLSFO', 'boilerConsumption'),
    (2, 3, 'Other fuel consumption, last 12 months (t), e.g. incinerator', '25 t MGO', 'otherConsumption'),
    (2, 4, 'Fuel types used', 'VLSFO, MGO', 'fuelTypesUsed'),
    (2, 5, 'IMO DCS data of the last full year (distance, hours under way, fuel per type)', '2025: 58,400 nm; 4,980 h; VLSFO 7,160 t; MGO 845 t', 'imoDcsData'),
    (2, 6, 'Lubricating oil consumption, last 12 months (m³)', '42', null),
    (3, 0, 'Days at sea in ballast per year', '95', 'daysAtSeaBallast'),
    (3, 1, 'Days at sea laden per year', '150', 'daysAtSeaLaden'),
    (3, 2, 'Days idle at load port per year', '45', 'daysIdleAtLoadPort'),
    (3, 3, 'Days discharging per year', '40', 'daysDischarging'),
    (3, 4, 'Average speed in ballast (knots)', '12.5', 'averageSpeedBallast'),
    (3, 5, 'Average speed laden (knots)', '11.8', 'averageSpeedLaden'),
    (3, 6, 'Main trade route', 'Brazil – China (iron ore); Australia – Japan (coal)', 'tradeRoute'),
    (3, 7, 'Total distance sailed per year (nm)', '58,400', 'totalAnnualDistance'),
    (3, 8, 'Typical cargoes', 'Iron ore, coal, grain', null),
    (3, 9, 'Employment', 'Time charter until 2027', null),
    (4, 0, 'Energy-saving devices already installed (with year)', 'Mewis duct (2019), LED lighting (2021)', 'existingEnergySavingDevices'),
    (4, 1, 'Retrofits planned within the next three years', 'Propeller boss cap fins at the 2027 dry-docking', 'plannedRetrofits'),
    (4, 2, 'Technologies you would like us to assess', 'Air lubrication, wind-assisted propulsion', 'interestInTechnologies'),
    (4, 3, 'Expected payback time for retrofits', 'Within 3 years', null)
), new_questionnaires as (
  insert into questionnaires (vessel_id, status, url_hash, pin_code)
  select v.id, 0, rtrim(translate(encode(decode(replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), '='), lpad(((('x' || substr(replace(gen_random_uuid()::text, '-', ''), 1, 8))::bit(32)::bigint % 1000000))::text, 6, '0')
  from vessels v
  where not exists (select 1 from questionnaires q where q.vessel_id = v.id)
  returning id
), new_sections as (
  insert into questionnaire_sections (questionnaire_id, title, position)
  select q.id, s.title, s.position from new_questionnaires q cross join template_sections s
  returning id, questionnaire_id, position
)
insert into questionnaire_items (questionnaire_id, section_id, title, value, value_example, hide, position, mapped_to)
select s.questionnaire_id, s.id, i.title, null, i.value_example, false, i.position, i.mapped_to
from new_sections s join template_items i on i.section_position = s.position;
--> statement-breakpoint
-- A vessel without particulars gets the default sections as a Draft with a new link and PIN.
with default_sections(position, title, request_text) as (
  values
    (0, 'General arrangement plan', 'Please upload the vessel''s general arrangement plan (GA), preferably as PDF.'),
    (1, 'Main engine shop test report', 'Please upload the shop test (factory acceptance test) report of the main engine(s), with power, speed and specific fuel oil consumption at the tested loads.'),
    (2, 'Auxiliary engine shop test reports', 'Please upload the shop test reports of the auxiliary engines (generator sets).'),
    (3, 'Sea trial / speed-power curves', 'Please upload the sea trial report and the speed-power curves (ballast and design draught), and the model test report if you have it.'),
    (4, 'Propeller drawing', 'Please upload the propeller drawing, showing diameter, pitch, number of blades and blade area ratio.'),
    (5, 'Hull lines and capacity plan', 'Please upload the lines plan (or hull offsets) and the capacity plan, if available.'),
    (6, 'Electrical load balance', 'Please upload the electrical load balance for sea, manoeuvring and port conditions.'),
    (7, 'Noon reports for the last 12 months', 'Please upload the noon reports (or an equivalent performance log) for the last 12 months: date, position, speed, main engine RPM and power, draught, weather, and fuel consumption per consumer.'),
    (8, 'Hull and propeller cleaning history', 'Please list the dates and places of the last dry dockings, hull cleanings and propeller polishings, and the hull coating applied.'),
    (9, 'Trading pattern', 'Please describe the expected trading pattern for the coming years: main routes, typical speeds, days at sea laden and in ballast, and days in port.')
), new_particulars as (
  insert into particulars (vessel_id, status, url_hash, pin_code)
  select v.id, 0, rtrim(translate(encode(decode(replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), '='), lpad(((('x' || substr(replace(gen_random_uuid()::text, '-', ''), 1, 8))::bit(32)::bigint % 1000000))::text, 6, '0')
  from vessels v
  where not exists (select 1 from particulars p where p.vessel_id = v.id)
  returning id
)
insert into particulars_items (particulars_id, title, request_text, response_text, position)
select p.id, d.title, d.request_text, null, d.position from new_particulars p cross join default_sections d;
--> statement-breakpoint
-- A vessel without a status is at the start: Questionnaire Draft.
update vessels set status = 0, status_changed_on = now() where status is null;

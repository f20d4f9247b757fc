ALTER TABLE "reports" ADD COLUMN "regulatory_impact_usd_per_eur" double precision DEFAULT 1.1 NOT NULL;

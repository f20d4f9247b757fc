CREATE TABLE "sign_in_failures" (
	"user_id" integer NOT NULL,
	"address" text NOT NULL,
	"failures" integer NOT NULL,
	"last_failed_on" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_failures_user_id_address_pk" PRIMARY KEY("user_id","address")
);
--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD CONSTRAINT "sign_in_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_sign_ins";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "last_failed_sign_in_on";
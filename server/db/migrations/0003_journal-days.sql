-- No backfill here, on purpose. Filling journal_days in SQL would need `at time zone`, a second
-- implementation of day boundaries that disagrees with the app's (Intl) on some zone names ('IST' is
-- India to Intl and Israel to PostgreSQL) and refuses others ('US/Pacific-New'): one such stored zone
-- would fail this migration and stop every instance from starting. A person without a
-- journal_day_zones row has summaries "to be built": the app builds them from their entries in JS
-- (domain/rules/day-boundaries.ts) on their first journal read or write (server/db/journal-days.ts).
CREATE TABLE "journal_day_zones" (
	"user_id" text PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_days" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"food_count" integer DEFAULT 0 NOT NULL,
	"symptom_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "journal_days_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "journal_days_counts_check" CHECK ("journal_days"."food_count" >= 0 and "journal_days"."symptom_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "journal_day_zones" ADD CONSTRAINT "journal_day_zones_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_days" ADD CONSTRAINT "journal_days_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
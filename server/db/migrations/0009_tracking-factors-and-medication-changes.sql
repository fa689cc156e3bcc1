CREATE TABLE "medication_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"medication" text NOT NULL,
	"change" text NOT NULL,
	"dose_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medication_changes_change_check" CHECK ("medication_changes"."change" in ('started', 'stopped', 'dose-changed')),
	CONSTRAINT "medication_changes_medication_check" CHECK (char_length("medication_changes"."medication") between 1 and 200),
	CONSTRAINT "medication_changes_dose_note_check" CHECK (char_length("medication_changes"."dose_note") <= 200)
);
--> statement-breakpoint
ALTER TABLE "journal_days" DROP CONSTRAINT "journal_days_counts_check";--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_type_check";--> statement-breakpoint
ALTER TABLE "journal_days" ADD COLUMN "bowel_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "track_stress" boolean;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "track_sleep" boolean;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "track_periods" boolean;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "track_bowel" boolean;--> statement-breakpoint
ALTER TABLE "medication_changes" ADD CONSTRAINT "medication_changes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medication_changes_user_day_idx" ON "medication_changes" USING btree ("user_id","day");--> statement-breakpoint
ALTER TABLE "journal_days" ADD CONSTRAINT "journal_days_counts_check" CHECK ("journal_days"."food_count" >= 0 and "journal_days"."symptom_count" >= 0 and "journal_days"."bowel_count" >= 0);--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_type_check" CHECK ("journal_entries"."type" in ('food', 'symptom', 'bowel'));
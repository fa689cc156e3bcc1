CREATE TABLE "import_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"offer_dismissed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "experiments" ADD COLUMN "import_batch_id" uuid;--> statement-breakpoint
ALTER TABLE "experiments" ADD COLUMN "import_source_key" text;--> statement-breakpoint
ALTER TABLE "import_batches" ADD COLUMN "profile_filled" jsonb;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD COLUMN "import_batch_id" uuid;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD COLUMN "import_source_key" text;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "import_batch_id" uuid;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "import_source_key" text;--> statement-breakpoint
ALTER TABLE "import_settings" ADD CONSTRAINT "import_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_import_batch_id_import_batches_id_fk" FOREIGN KEY ("import_batch_id") REFERENCES "public"."import_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_import_batch_id_import_batches_id_fk" FOREIGN KEY ("import_batch_id") REFERENCES "public"."import_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_import_batch_id_import_batches_id_fk" FOREIGN KEY ("import_batch_id") REFERENCES "public"."import_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "experiments_user_source_key_idx" ON "experiments" USING btree ("user_id","import_source_key") WHERE "experiments"."import_source_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_responses_user_source_key_idx" ON "questionnaire_responses" USING btree ("user_id","import_source_key") WHERE "questionnaire_responses"."import_source_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_user_source_key_idx" ON "reminders" USING btree ("user_id","import_source_key") WHERE "reminders"."import_source_key" is not null;
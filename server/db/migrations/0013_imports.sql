CREATE TABLE "import_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"format" text NOT NULL,
	"file_name" text NOT NULL,
	"profile_name" text,
	"first_day" text,
	"last_day" text,
	"counts" jsonb NOT NULL,
	"added" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_batches_format_check" CHECK ("import_batches"."format" in ('tend', 'bearable', 'flaredown'))
);
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "import_batch_id" uuid;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "import_source_key" text;--> statement-breakpoint
ALTER TABLE "medication_changes" ADD COLUMN "import_batch_id" uuid;--> statement-breakpoint
ALTER TABLE "medication_changes" ADD COLUMN "import_source_key" text;--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_batches_user_created_idx" ON "import_batches" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_import_batch_id_import_batches_id_fk" FOREIGN KEY ("import_batch_id") REFERENCES "public"."import_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_changes" ADD CONSTRAINT "medication_changes_import_batch_id_import_batches_id_fk" FOREIGN KEY ("import_batch_id") REFERENCES "public"."import_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_user_source_key_idx" ON "journal_entries" USING btree ("user_id","import_source_key") WHERE "journal_entries"."import_source_key" is not null;--> statement-breakpoint
CREATE INDEX "journal_entries_import_batch_idx" ON "journal_entries" USING btree ("import_batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "medication_changes_user_source_key_idx" ON "medication_changes" USING btree ("user_id","import_source_key") WHERE "medication_changes"."import_source_key" is not null;--> statement-breakpoint
CREATE INDEX "medication_changes_import_batch_idx" ON "medication_changes" USING btree ("import_batch_id");
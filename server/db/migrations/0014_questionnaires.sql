CREATE TABLE "questionnaire_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"instrument" text NOT NULL,
	"day" date NOT NULL,
	"week_start" date NOT NULL,
	"answers" jsonb NOT NULL,
	"total" numeric(6, 2),
	"band" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaire_responses_instrument_check" CHECK ("questionnaire_responses"."instrument" in ('psaid-12', 'hbi', 'sccai', 'ra-core')),
	CONSTRAINT "questionnaire_responses_week_check" CHECK ("questionnaire_responses"."week_start" <= "questionnaire_responses"."day")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"frequency" text NOT NULL,
	"weekday" integer NOT NULL,
	"instruments" text[],
	"anchor_day" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaire_settings_weekday_check" CHECK ("questionnaire_settings"."weekday" between 0 and 6),
	CONSTRAINT "questionnaire_settings_frequency_check" CHECK ("questionnaire_settings"."frequency" in ('weekly', 'every-4-weeks', 'off'))
);
--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_settings" ADD CONSTRAINT "questionnaire_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_responses_user_instrument_week_idx" ON "questionnaire_responses" USING btree ("user_id","instrument","week_start");
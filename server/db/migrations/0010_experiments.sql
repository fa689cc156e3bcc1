CREATE TABLE "experiments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"food" text NOT NULL,
	"symptoms" text[] NOT NULL,
	"start" date NOT NULL,
	"plan" jsonb NOT NULL,
	"state" text NOT NULL,
	"pauses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"extension" jsonb,
	"first_result" jsonb,
	"result" jsonb,
	"ended_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiments_state_check" CHECK ("experiments"."state" in ('running', 'paused', 'stopped', 'finished')),
	CONSTRAINT "experiments_food_check" CHECK (char_length("experiments"."food") between 1 and 40),
	CONSTRAINT "experiments_symptoms_check" CHECK (cardinality("experiments"."symptoms") between 1 and 30),
	CONSTRAINT "experiments_ended_check" CHECK (("experiments"."state" in ('running', 'paused')) = ("experiments"."ended_on" is null))
);
--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "experiments_user_idx" ON "experiments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "experiments_one_active_idx" ON "experiments" USING btree ("user_id") WHERE "experiments"."state" in ('running', 'paused');
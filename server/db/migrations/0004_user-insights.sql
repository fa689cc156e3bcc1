CREATE TABLE "user_insights" (
	"user_id" text PRIMARY KEY NOT NULL,
	"insights" jsonb NOT NULL,
	"journal_fingerprint" text NOT NULL,
	"generated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_insights" ADD CONSTRAINT "user_insights_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
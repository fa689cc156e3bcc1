CREATE TABLE "share_link_opens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"device" text NOT NULL,
	"what" text NOT NULL,
	CONSTRAINT "share_link_opens_what_check" CHECK ("share_link_opens"."what" in ('page', 'pdf', 'fhir'))
);
--> statement-breakpoint
CREATE TABLE "share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"label" text NOT NULL,
	"display_name" text NOT NULL,
	"sections" text[] NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"passcode_hash" text,
	"failed_tries" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "share_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "share_links_label_check" CHECK (char_length("share_links"."label") between 1 and 80),
	CONSTRAINT "share_links_display_name_check" CHECK (char_length("share_links"."display_name") between 1 and 40),
	CONSTRAINT "share_links_period_check" CHECK ("share_links"."from_day" <= "share_links"."to_day"),
	CONSTRAINT "share_links_expiry_check" CHECK ("share_links"."expires_at" > "share_links"."created_at")
);
--> statement-breakpoint
ALTER TABLE "share_link_opens" ADD CONSTRAINT "share_link_opens_link_id_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_link_opens" ADD CONSTRAINT "share_link_opens_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_link_opens_link_idx" ON "share_link_opens" USING btree ("link_id","opened_at");--> statement-breakpoint
CREATE INDEX "share_links_user_idx" ON "share_links" USING btree ("user_id","created_at");
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_hash" text NOT NULL,
	"note" text,
	"max_uses" integer NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "invitations_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "invitations_uses_check" CHECK ("invitations"."uses" between 0 and "invitations"."max_uses"),
	CONSTRAINT "invitations_max_uses_check" CHECK ("invitations"."max_uses" between 1 and 10000),
	CONSTRAINT "invitations_note_check" CHECK (char_length("invitations"."note") between 1 and 200),
	CONSTRAINT "invitations_expiry_check" CHECK ("invitations"."expires_at" > "invitations"."created_at")
);

CREATE TABLE "favourite_meals" (
	"user_id" text NOT NULL,
	"meal_key" text NOT NULL,
	"content" text NOT NULL,
	"meal_size" text NOT NULL,
	"meal_source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_meals_user_id_meal_key_pk" PRIMARY KEY("user_id","meal_key"),
	CONSTRAINT "favourite_meals_size_check" CHECK ("favourite_meals"."meal_size" in ('small', 'medium', 'large')),
	CONSTRAINT "favourite_meals_source_check" CHECK ("favourite_meals"."meal_source" in ('home', 'restaurant', 'delivery'))
);
--> statement-breakpoint
ALTER TABLE "favourite_meals" ADD CONSTRAINT "favourite_meals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
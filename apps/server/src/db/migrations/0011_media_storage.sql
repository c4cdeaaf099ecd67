CREATE TABLE "gifs" (
	"id" text PRIMARY KEY NOT NULL,
	"cid" text NOT NULL,
	"title" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_objects" (
	"cid" text PRIMARY KEY NOT NULL,
	"size" bigint NOT NULL,
	"mime_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_runners" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"address" text NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_uploads" (
	"account_id" text NOT NULL,
	"cid" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_uploads_account_id_cid_pk" PRIMARY KEY("account_id","cid")
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "document" jsonb;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "html" text;--> statement-breakpoint
CREATE INDEX "gifs_tags_idx" ON "gifs" USING gin ("tags");
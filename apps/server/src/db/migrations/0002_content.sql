CREATE OR REPLACE FUNCTION rep_epoch(timestamptz) RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE AS 'SELECT extract(epoch FROM $1)::double precision';--> statement-breakpoint
CREATE TABLE "live_schedules" (
	"post_id" text PRIMARY KEY NOT NULL,
	"streamer_id" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"viewers" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "poll_votes" (
	"post_id" text NOT NULL,
	"account_id" text NOT NULL,
	"option_index" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "poll_votes_post_id_account_id_pk" PRIMARY KEY("post_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "polls" (
	"post_id" text PRIMARY KEY NOT NULL,
	"options" text[] NOT NULL,
	"votes" integer[] NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "hashtags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "mentions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', coalesce(title, '') || ' ' || coalesce(body, ''))) STORED;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "hot_score" double precision GENERATED ALWAYS AS (log(greatest(1 + num_like + 2 * num_comment + 3 * num_rerep + 2 * num_quote, 1)) + rep_epoch(created_at) / 45000) STORED;--> statement-breakpoint
CREATE INDEX "posts_community_hot_idx" ON "posts" USING btree ("community_id","hot_score" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_hot_idx" ON "posts" USING btree ("hot_score" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_account_hot_idx" ON "posts" USING btree ("account_id","hot_score" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "posts_hashtags_idx" ON "posts" USING gin ("hashtags");
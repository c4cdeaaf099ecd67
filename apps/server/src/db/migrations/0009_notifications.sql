CREATE TABLE "badges" (
	"account_id" text PRIMARY KEY NOT NULL,
	"notifications_seen_id" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"recipient_id" text NOT NULL,
	"topic" text NOT NULL,
	"community_id" text NOT NULL,
	"sender_id" text NOT NULL,
	"message" text NOT NULL,
	"post_id" text,
	"parent_post_id" text,
	"post_type" text,
	"dedup_key" text NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_subscriptions" (
	"subscriber_id" text NOT NULL,
	"account_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_subscriptions_subscriber_id_account_id_pk" PRIMARY KEY("subscriber_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"endpoint" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_recipient_dedup_idx" ON "notifications" USING btree ("recipient_id","dedup_key");--> statement-breakpoint
CREATE INDEX "notifications_recipient_id_idx" ON "notifications" USING btree ("recipient_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_post_idx" ON "notifications" USING btree ("post_id") WHERE "notifications"."post_id" is not null;--> statement-breakpoint
CREATE INDEX "post_subscriptions_account_idx" ON "post_subscriptions" USING btree ("account_id","subscriber_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_account_idx" ON "push_subscriptions" USING btree ("account_id");
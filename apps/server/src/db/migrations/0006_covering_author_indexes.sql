DROP INDEX "posts_account_hot_idx";--> statement-breakpoint
DROP INDEX "posts_account_created_idx";--> statement-breakpoint
CREATE INDEX "posts_account_active_hot_idx" ON "posts" USING btree ("account_id","hot_score" DESC NULLS FIRST,"id","community_id","post_type") WHERE "posts"."status" = 'Active';--> statement-breakpoint
CREATE INDEX "posts_account_created_idx" ON "posts" USING btree ("account_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"status","community_id","post_type");
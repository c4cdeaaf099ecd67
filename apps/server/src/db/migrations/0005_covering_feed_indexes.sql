DROP INDEX "posts_created_idx";--> statement-breakpoint
DROP INDEX "posts_hot_idx";--> statement-breakpoint
CREATE INDEX "posts_active_created_idx" ON "posts" USING btree ("created_at" DESC NULLS FIRST,"account_id","id") WHERE "posts"."status" = 'Active';--> statement-breakpoint
CREATE INDEX "posts_active_hot_idx" ON "posts" USING btree ("hot_score" DESC NULLS FIRST,"account_id","id") WHERE "posts"."status" = 'Active';
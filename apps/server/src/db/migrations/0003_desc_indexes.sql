DROP INDEX "bookmarks_account_created_idx";--> statement-breakpoint
DROP INDEX "feedback_created_idx";--> statement-breakpoint
DROP INDEX "posts_community_created_idx";--> statement-breakpoint
DROP INDEX "posts_created_idx";--> statement-breakpoint
DROP INDEX "posts_account_created_idx";--> statement-breakpoint
DROP INDEX "posts_community_hot_idx";--> statement-breakpoint
DROP INDEX "posts_hot_idx";--> statement-breakpoint
DROP INDEX "posts_account_hot_idx";--> statement-breakpoint
DROP INDEX "reports_created_idx";--> statement-breakpoint
CREATE INDEX "bookmarks_account_created_idx" ON "bookmarks" USING btree ("account_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_community_created_idx" ON "posts" USING btree ("community_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_created_idx" ON "posts" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_account_created_idx" ON "posts" USING btree ("account_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_community_hot_idx" ON "posts" USING btree ("community_id","hot_score" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_hot_idx" ON "posts" USING btree ("hot_score" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_account_hot_idx" ON "posts" USING btree ("account_id","hot_score" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reports_created_idx" ON "reports" USING btree ("created_at" DESC NULLS FIRST);
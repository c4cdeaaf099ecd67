CREATE TABLE "chat_identities" (
	"account_id" text PRIMARY KEY NOT NULL,
	"box_public_key" text NOT NULL,
	"sign_public_key" text NOT NULL,
	"escrow" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_keys" (
	"conversation_id" text NOT NULL,
	"epoch" integer NOT NULL,
	"account_id" text NOT NULL,
	"sealed_key" text NOT NULL,
	"sealed_by" text NOT NULL,
	CONSTRAINT "conversation_keys_conversation_id_epoch_account_id_pk" PRIMARY KEY("conversation_id","epoch","account_id")
);
--> statement-breakpoint
CREATE TABLE "conversation_members" (
	"conversation_id" text NOT NULL,
	"account_id" text NOT NULL,
	"joined_epoch" integer NOT NULL,
	"left_epoch" integer,
	"read_at" timestamp with time zone,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_members_conversation_id_account_id_pk" PRIMARY KEY("conversation_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"direct_key" text,
	"epoch" integer DEFAULT 0 NOT NULL,
	"rekey_required" boolean DEFAULT false NOT NULL,
	"created_by" text NOT NULL,
	"number_of_messages" integer DEFAULT 0 NOT NULL,
	"latest_message_seq" bigint,
	"latest_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_direct_key_unique" UNIQUE("direct_key")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" text NOT NULL,
	"id" text NOT NULL,
	"account_id" text NOT NULL,
	"epoch" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "conversation_members_account_idx" ON "conversation_members" USING btree ("account_id","conversation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_conversation_id_idx" ON "messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "messages_conversation_seq_idx" ON "messages" USING btree ("conversation_id","seq" DESC NULLS FIRST);
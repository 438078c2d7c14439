CREATE TABLE "live_stream_presence" (
	"stream_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_mail_notices" (
	"conversation_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"mailed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "message_mail_notices_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "live_stream_presence" ADD CONSTRAINT "live_stream_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_mail_notices" ADD CONSTRAINT "message_mail_notices_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_mail_notices" ADD CONSTRAINT "message_mail_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_stream_presence_user_idx" ON "live_stream_presence" USING btree ("user_id","seen_at");
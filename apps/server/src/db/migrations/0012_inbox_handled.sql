ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback_submissions" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_requests" ADD COLUMN "handled_at" timestamp with time zone;
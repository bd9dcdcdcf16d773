CREATE INDEX "orders_status_approved_idx" ON "orders" USING btree ("status","approved_at");--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at");
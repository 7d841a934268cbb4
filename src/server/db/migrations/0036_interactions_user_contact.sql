-- The contacts list reads the last interaction of each contact on its page. Through the member's own
-- entries of this index that is a few index pages however many interactions other members have.
CREATE INDEX "networking_interactions_user_contact_idx" ON "networking_interactions" USING btree ("user_id","contact_id","occurred_on");
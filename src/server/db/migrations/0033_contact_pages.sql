-- The networking list reads a member's contacts A to Z a page at a time: the keyset (lowered name, time
-- added, id) within the member, so each page is a short index range however many contacts there are.
CREATE INDEX "networking_contacts_user_name_idx" ON "networking_contacts" USING btree ("user_id",lower("name"),"created_at","id");

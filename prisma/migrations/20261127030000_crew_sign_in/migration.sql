-- Crew sign-in without accounts (issue 23, docs/decisions/028): representatives,
-- their one-time sign-in links and their sessions. Links and sessions store only
-- the SHA-256 of their token.
CREATE TABLE "crew_members" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revoked_at" TIMESTAMPTZ(3),

    CONSTRAINT "crew_members_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "crew_sign_in_links" (
    "id" SERIAL NOT NULL,
    "token_hash" TEXT NOT NULL,
    "crew_member_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "replaced_at" TIMESTAMPTZ(3),

    CONSTRAINT "crew_sign_in_links_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "crew_sessions" (
    "id" SERIAL NOT NULL,
    "token_hash" TEXT NOT NULL,
    "crew_member_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ended_at" TIMESTAMPTZ(3),

    CONSTRAINT "crew_sessions_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "crew_sign_in_links_token_hash_key" ON "crew_sign_in_links"("token_hash");
CREATE INDEX "crew_sign_in_links_crew_member_id_idx" ON "crew_sign_in_links"("crew_member_id");
CREATE UNIQUE INDEX "crew_sessions_token_hash_key" ON "crew_sessions"("token_hash");
CREATE INDEX "crew_sessions_crew_member_id_idx" ON "crew_sessions"("crew_member_id");

ALTER TABLE "crew_sign_in_links" ADD CONSTRAINT "crew_sign_in_links_crew_member_id_fkey" FOREIGN KEY ("crew_member_id") REFERENCES "crew_members"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "crew_sessions" ADD CONSTRAINT "crew_sessions_crew_member_id_fkey" FOREIGN KEY ("crew_member_id") REFERENCES "crew_members"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Service messages by SMS and WhatsApp beside e-mail (docs/decisions/033), and the
-- return flight followed on the airport's flight board (docs/decisions/034).

-- The e-mail outbox becomes the outbox of every channel: same rows, same guarantees.
CREATE TYPE message_channel AS ENUM ('email', 'sms', 'whatsapp');
-- A message the provider reports as handed to the phone (its status callback).
ALTER TYPE outbox_status ADD VALUE 'delivered';

ALTER TABLE email_outbox RENAME TO message_outbox;
ALTER TABLE message_outbox RENAME CONSTRAINT email_outbox_pkey TO message_outbox_pkey;
ALTER TABLE message_outbox RENAME CONSTRAINT email_outbox_booking_id_fkey TO message_outbox_booking_id_fkey;
ALTER INDEX email_outbox_dedupe_key_key RENAME TO message_outbox_dedupe_key_key;
ALTER INDEX email_outbox_status_next_attempt_at_idx RENAME TO message_outbox_status_next_attempt_at_idx;
ALTER SEQUENCE email_outbox_id_seq RENAME TO message_outbox_id_seq;

ALTER TABLE message_outbox
  ADD COLUMN channel message_channel NOT NULL DEFAULT 'email',
  -- WhatsApp: the approved template's name and its variables ({"1": "…", "2": "…"}).
  ADD COLUMN template TEXT,
  ADD COLUMN template_variables JSONB,
  -- The provider's id for the message (Twilio's MessageSid): its status callback names it.
  ADD COLUMN provider_id TEXT,
  -- The provider's error code on a failure (Twilio's 21211, 63016, 30003…).
  ADD COLUMN error_code TEXT,
  ADD COLUMN delivered_at TIMESTAMPTZ(3);
CREATE UNIQUE INDEX message_outbox_provider_id_key ON message_outbox (provider_id);

-- The traveller's choice of channel for service messages and when it was made.
-- Bookings made before the choice existed never chose: they stay on e-mail only.
ALTER TABLE bookings
  ADD COLUMN message_channel message_channel NOT NULL DEFAULT 'email',
  ADD COLUMN message_channel_at TIMESTAMPTZ(3);
ALTER TABLE bookings ALTER COLUMN message_channel SET DEFAULT 'sms';

-- The return flight as the board last showed it: one row per booking with a
-- return flight number, written only by the flight poller (server/flights/).
CREATE TYPE flight_status AS ENUM ('scheduled', 'delayed', 'landed', 'cancelled', 'not_tracked');
CREATE TABLE flight_statuses (
  booking_id    INTEGER PRIMARY KEY REFERENCES bookings (id) ON DELETE CASCADE ON UPDATE CASCADE,
  -- What was matched: the booking's flight number (normalised, e.g. LY315) and return date.
  flight_number TEXT NOT NULL,
  return_date   DATE NOT NULL,
  status        flight_status NOT NULL,
  scheduled_at  TIMESTAMPTZ(3),
  estimated_at  TIMESTAMPTZ(3),
  landed_at     TIMESTAMPTZ(3),
  terminal      INTEGER,
  checked_at    TIMESTAMPTZ(3) NOT NULL,
  changed_at    TIMESTAMPTZ(3) NOT NULL
);

-- A job whose cadence varies (the flight poll's backoff) keeps its next turn here.
ALTER TABLE scheduled_runs ADD COLUMN next_run_at TIMESTAMPTZ(3);

-- Hotdesking PINs: one per extension, the PIN its user signs in at a shared desk with
-- (server/areas/hotdesk/). Per extension rather than per desk: the PIN proves who signs in,
-- so that nobody takes a colleague's calls by knowing a desk's code. Stored only as a scrypt
-- hash; the PIN goes with its extension.
CREATE TABLE hotdesk_pins (
  extension_id integer PRIMARY KEY REFERENCES res_extension (id) ON DELETE CASCADE,
  pin_hash text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- SIP accounts (issue 17): every extension's account for its phone. The user name is the
-- extension's number, the auth name "sb<extension id>" and the domain "g<group id>.<SIP_DOMAIN>"
-- are derived (server/sip/accounts.ts); only the password is stored, encrypted with AES-256-GCM
-- under the server's key (SIP_SECRET_KEY or DATA_DIR/sip-secret.key), never in clear, never its
-- digest HA1 either (the registrar asks for it and it is computed on the fly). Rows are made at
-- start for extensions without one and at the first read of a new extension's account; they go
-- with the extension.
CREATE TABLE sip_accounts (
  extension_id integer PRIMARY KEY REFERENCES res_extension (id) ON DELETE CASCADE,
  -- base64 of 12-byte IV, 16-byte tag and the ciphertext; the extension id is its associated data.
  password_enc text NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);

-- The contacts a registrar reports as registered (observed, not typed): one row per contact of
-- an extension, gone when it expires or unregisters. An extension is registered while it has
-- one (res_extension.data.registered is kept in step by server/sip/registrations.ts).
CREATE TABLE sip_registrations (
  extension_id integer NOT NULL REFERENCES res_extension (id) ON DELETE CASCADE,
  group_id integer NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  contact text NOT NULL,
  user_agent text NOT NULL DEFAULT '',
  -- Where the REGISTER came from (ip:port as the registrar received it).
  source text NOT NULL DEFAULT '',
  expires_at timestamptz NOT NULL,
  registered_at timestamptz NOT NULL DEFAULT now(),
  last_registration timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (extension_id, contact)
);
CREATE INDEX sip_registrations_group ON sip_registrations (group_id);

-- Who saw or changed an extension's SIP password, and when (a reveal is logged, issue 17).
CREATE TABLE sip_account_audit (
  id bigserial PRIMARY KEY,
  extension_id integer REFERENCES res_extension (id) ON DELETE SET NULL,
  group_id integer REFERENCES groups (id) ON DELETE CASCADE,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  username text NOT NULL,
  action text NOT NULL CHECK (action IN ('reveal', 'new_password')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sip_account_audit_extension ON sip_account_audit (extension_id, created_at);

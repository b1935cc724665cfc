-- Written by `npm run generate` from the resource schemas.

-- table call_forwarding
CREATE TABLE res_call_forwarding (
  id serial PRIMARY KEY,
  -- NULL for catalogue records shared by every group (languages, ring tones…).
  group_id integer REFERENCES groups (id) ON DELETE RESTRICT,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX res_call_forwarding_group ON res_call_forwarding (group_id, id);

-- table hotdesk
CREATE TABLE res_hotdesk (
  id serial PRIMARY KEY,
  -- NULL for catalogue records shared by every group (languages, ring tones…).
  group_id integer REFERENCES groups (id) ON DELETE RESTRICT,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX res_hotdesk_group ON res_hotdesk (group_id, id);

-- reference call_forwarding.always_extension
ALTER TABLE res_call_forwarding ADD COLUMN always_extension_id integer GENERATED ALWAYS AS ((data ->> 'always_extension')::integer) STORED;
ALTER TABLE res_call_forwarding ADD CONSTRAINT res_call_forwarding_always_extension_fk FOREIGN KEY (always_extension_id) REFERENCES res_extension (id) ON DELETE RESTRICT;
CREATE INDEX res_call_forwarding_always_extension_id ON res_call_forwarding (always_extension_id);

-- reference call_forwarding.always_voicemail
ALTER TABLE res_call_forwarding ADD COLUMN always_voicemail_id integer GENERATED ALWAYS AS ((data ->> 'always_voicemail')::integer) STORED;
ALTER TABLE res_call_forwarding ADD CONSTRAINT res_call_forwarding_always_voicemail_fk FOREIGN KEY (always_voicemail_id) REFERENCES res_voicemail_box (id) ON DELETE RESTRICT;
CREATE INDEX res_call_forwarding_always_voicemail_id ON res_call_forwarding (always_voicemail_id);

-- reference call_forwarding.busy_extension
ALTER TABLE res_call_forwarding ADD COLUMN busy_extension_id integer GENERATED ALWAYS AS ((data ->> 'busy_extension')::integer) STORED;
ALTER TABLE res_call_forwarding ADD CONSTRAINT res_call_forwarding_busy_extension_fk FOREIGN KEY (busy_extension_id) REFERENCES res_extension (id) ON DELETE RESTRICT;
CREATE INDEX res_call_forwarding_busy_extension_id ON res_call_forwarding (busy_extension_id);

-- reference call_forwarding.busy_voicemail
ALTER TABLE res_call_forwarding ADD COLUMN busy_voicemail_id integer GENERATED ALWAYS AS ((data ->> 'busy_voicemail')::integer) STORED;
ALTER TABLE res_call_forwarding ADD CONSTRAINT res_call_forwarding_busy_voicemail_fk FOREIGN KEY (busy_voicemail_id) REFERENCES res_voicemail_box (id) ON DELETE RESTRICT;
CREATE INDEX res_call_forwarding_busy_voicemail_id ON res_call_forwarding (busy_voicemail_id);

-- reference call_forwarding.extension
ALTER TABLE res_call_forwarding ADD COLUMN extension_id integer GENERATED ALWAYS AS ((data ->> 'extension')::integer) STORED;
ALTER TABLE res_call_forwarding ADD CONSTRAINT res_call_forwarding_extension_fk FOREIGN KEY (extension_id) REFERENCES res_extension (id) ON DELETE CASCADE;
CREATE INDEX res_call_forwarding_extension_id ON res_call_forwarding (extension_id);

-- reference call_forwarding.no_answer_extension
ALTER TABLE res_call_forwarding ADD COLUMN no_answer_extension_id integer GENERATED ALWAYS AS ((data ->> 'no_answer_extension')::integer) STORED;
ALTER TABLE res_call_forwarding ADD CONSTRAINT res_call_forwarding_no_answer_extension_fk FOREIGN KEY (no_answer_extension_id) REFERENCES res_extension (id) ON DELETE RESTRICT;
CREATE INDEX res_call_forwarding_no_answer_extension_id ON res_call_forwarding (no_answer_extension_id);

-- reference call_forwarding.no_answer_voicemail
ALTER TABLE res_call_forwarding ADD COLUMN no_answer_voicemail_id integer GENERATED ALWAYS AS ((data ->> 'no_answer_voicemail')::integer) STORED;
ALTER TABLE res_call_forwarding ADD CONSTRAINT res_call_forwarding_no_answer_voicemail_fk FOREIGN KEY (no_answer_voicemail_id) REFERENCES res_voicemail_box (id) ON DELETE RESTRICT;
CREATE INDEX res_call_forwarding_no_answer_voicemail_id ON res_call_forwarding (no_answer_voicemail_id);

-- reference call_forwarding.unavailable_extension
ALTER TABLE res_call_forwarding ADD COLUMN unavailable_extension_id integer GENERATED ALWAYS AS ((data ->> 'unavailable_extension')::integer) STORED;
ALTER TABLE res_call_forwarding ADD CONSTRAINT res_call_forwarding_unavailable_extension_fk FOREIGN KEY (unavailable_extension_id) REFERENCES res_extension (id) ON DELETE RESTRICT;
CREATE INDEX res_call_forwarding_unavailable_extension_id ON res_call_forwarding (unavailable_extension_id);

-- reference call_forwarding.unavailable_voicemail
ALTER TABLE res_call_forwarding ADD COLUMN unavailable_voicemail_id integer GENERATED ALWAYS AS ((data ->> 'unavailable_voicemail')::integer) STORED;
ALTER TABLE res_call_forwarding ADD CONSTRAINT res_call_forwarding_unavailable_voicemail_fk FOREIGN KEY (unavailable_voicemail_id) REFERENCES res_voicemail_box (id) ON DELETE RESTRICT;
CREATE INDEX res_call_forwarding_unavailable_voicemail_id ON res_call_forwarding (unavailable_voicemail_id);

-- reference hotdesk.device
ALTER TABLE res_hotdesk ADD COLUMN device_id integer GENERATED ALWAYS AS ((data ->> 'device')::integer) STORED;
ALTER TABLE res_hotdesk ADD CONSTRAINT res_hotdesk_device_fk FOREIGN KEY (device_id) REFERENCES res_device (id) ON DELETE RESTRICT;
CREATE INDEX res_hotdesk_device_id ON res_hotdesk (device_id);

-- reference hotdesk.signed_in_extension
ALTER TABLE res_hotdesk ADD COLUMN signed_in_extension_id integer GENERATED ALWAYS AS ((data ->> 'signed_in_extension')::integer) STORED;
ALTER TABLE res_hotdesk ADD CONSTRAINT res_hotdesk_signed_in_extension_fk FOREIGN KEY (signed_in_extension_id) REFERENCES res_extension (id) ON DELETE RESTRICT;
CREATE INDEX res_hotdesk_signed_in_extension_id ON res_hotdesk (signed_in_extension_id);

-- reference hotdesk.site
ALTER TABLE res_hotdesk ADD COLUMN site_id integer GENERATED ALWAYS AS ((data ->> 'site')::integer) STORED;
ALTER TABLE res_hotdesk ADD CONSTRAINT res_hotdesk_site_fk FOREIGN KEY (site_id) REFERENCES res_site (id) ON DELETE RESTRICT;
CREATE INDEX res_hotdesk_site_id ON res_hotdesk (site_id);

-- unique call_forwarding.extension
CREATE UNIQUE INDEX res_call_forwarding_extension_unique ON res_call_forwarding (group_id, (data ->> 'extension'));

-- unique hotdesk.name
CREATE UNIQUE INDEX res_hotdesk_name_unique ON res_hotdesk (group_id, lower(data ->> 'name'));

-- order hotdesk
CREATE INDEX res_hotdesk_order ON res_hotdesk (group_id, lower(data ->> 'name'), id);

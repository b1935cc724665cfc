-- Written by `npm run generate` from the resource schemas.

-- table account
CREATE TABLE res_account (
  id serial PRIMARY KEY,
  -- NULL for catalogue records shared by every group (languages, ring tones…).
  group_id integer REFERENCES groups (id) ON DELETE RESTRICT,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX res_account_group ON res_account (group_id, id);

-- table call_flow
CREATE TABLE res_call_flow (
  id serial PRIMARY KEY,
  -- NULL for catalogue records shared by every group (languages, ring tones…).
  group_id integer REFERENCES groups (id) ON DELETE RESTRICT,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX res_call_flow_group ON res_call_flow (group_id, id);

-- table call_summary
CREATE TABLE res_call_summary (
  id serial PRIMARY KEY,
  -- NULL for catalogue records shared by every group (languages, ring tones…).
  group_id integer REFERENCES groups (id) ON DELETE RESTRICT,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX res_call_summary_group ON res_call_summary (group_id, id);

-- table cdr
CREATE TABLE res_cdr (
  id serial PRIMARY KEY,
  -- NULL for catalogue records shared by every group (languages, ring tones…).
  group_id integer REFERENCES groups (id) ON DELETE RESTRICT,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX res_cdr_group ON res_cdr (group_id, id);

-- table device
CREATE TABLE res_device (
  id serial PRIMARY KEY,
  -- NULL for catalogue records shared by every group (languages, ring tones…).
  group_id integer REFERENCES groups (id) ON DELETE RESTRICT,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX res_device_group ON res_device (group_id, id);

-- table did_routing
CREATE TABLE res_did_routing (
  id serial PRIMARY KEY,
  -- NULL for catalogue records shared by every group (languages, ring tones…).
  group_id integer REFERENCES groups (id) ON DELETE RESTRICT,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX res_did_routing_group ON res_did_routing (group_id, id);

-- table dss_button
CREATE TABLE res_dss_button (
  id serial PRIMARY KEY,
  -- NULL for catalogue records shared by every group (languages, ring tones…).
  group_id integer REFERENCES groups (id) ON DELETE RESTRICT,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX res_dss_button_group ON res_dss_button (group_id, id);

-- table extension
CREATE TABLE res_extension (
  id serial PRIMARY KEY,
  -- NULL for catalogue records shared by every group (languages, ring tones…).
  group_id integer REFERENCES groups (id) ON DELETE RESTRICT,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX res_extension_group ON res_extension (group_id, id);

-- table feedback
CREATE TABLE res_feedback (
  id serial PRIMARY KEY,
  -- NULL for catalogue records shared by every group (languages, ring tones…).
  group_id integer REFERENCES groups (id) ON DELETE RESTRICT,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX res_feedback_group ON res_feedback (group_id, id);

-- table integration
CREATE TABLE res_integration (
  id serial PRIMARY KEY,
  -- NULL for catalogue records shared by every group (languages, ring tones…).
  group_id integer REFERENCES groups (id) ON DELETE RESTRICT,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX res_integration_group ON res_integration (group_id, id);

-- table invoice
CREATE TABLE res_invoice (
  id serial PRIMARY KEY,
  -- NULL for catalogue records shared by every group (languages, ring tones…).
  group_id integer REFERENCES groups (id) ON DELETE RESTRICT,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX res_invoice_group ON res_invoice (group_id, id);

-- table media_file
CREATE TABLE res_media_file (
  id serial PRIMARY KEY,
  -- NULL for catalogue records shared by every group (languages, ring tones…).
  group_id integer REFERENCES groups (id) ON DELETE RESTRICT,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX res_media_file_group ON res_media_file (group_id, id);

-- table phonebook
CREATE TABLE res_phonebook (
  id serial PRIMARY KEY,
  -- NULL for catalogue records shared by every group (languages, ring tones…).
  group_id integer REFERENCES groups (id) ON DELETE RESTRICT,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX res_phonebook_group ON res_phonebook (group_id, id);

-- table phonebook_contact
CREATE TABLE res_phonebook_contact (
  id serial PRIMARY KEY,
  -- NULL for catalogue records shared by every group (languages, ring tones…).
  group_id integer REFERENCES groups (id) ON DELETE RESTRICT,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX res_phonebook_contact_group ON res_phonebook_contact (group_id, id);

-- table queue
CREATE TABLE res_queue (
  id serial PRIMARY KEY,
  -- NULL for catalogue records shared by every group (languages, ring tones…).
  group_id integer REFERENCES groups (id) ON DELETE RESTRICT,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX res_queue_group ON res_queue (group_id, id);

-- table reseller_invoice
CREATE TABLE res_reseller_invoice (
  id serial PRIMARY KEY,
  -- NULL for catalogue records shared by every group (languages, ring tones…).
  group_id integer REFERENCES groups (id) ON DELETE RESTRICT,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX res_reseller_invoice_group ON res_reseller_invoice (group_id, id);

-- table ring_group
CREATE TABLE res_ring_group (
  id serial PRIMARY KEY,
  -- NULL for catalogue records shared by every group (languages, ring tones…).
  group_id integer REFERENCES groups (id) ON DELETE RESTRICT,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX res_ring_group_group ON res_ring_group (group_id, id);

-- table ring_tone
CREATE TABLE res_ring_tone (
  id serial PRIMARY KEY,
  -- NULL for catalogue records shared by every group (languages, ring tones…).
  group_id integer REFERENCES groups (id) ON DELETE RESTRICT,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX res_ring_tone_group ON res_ring_tone (group_id, id);

-- table role
CREATE TABLE res_role (
  id serial PRIMARY KEY,
  -- NULL for catalogue records shared by every group (languages, ring tones…).
  group_id integer REFERENCES groups (id) ON DELETE RESTRICT,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX res_role_group ON res_role (group_id, id);

-- table site
CREATE TABLE res_site (
  id serial PRIMARY KEY,
  -- NULL for catalogue records shared by every group (languages, ring tones…).
  group_id integer REFERENCES groups (id) ON DELETE RESTRICT,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX res_site_group ON res_site (group_id, id);

-- table time_schedule
CREATE TABLE res_time_schedule (
  id serial PRIMARY KEY,
  -- NULL for catalogue records shared by every group (languages, ring tones…).
  group_id integer REFERENCES groups (id) ON DELETE RESTRICT,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX res_time_schedule_group ON res_time_schedule (group_id, id);

-- table toggle
CREATE TABLE res_toggle (
  id serial PRIMARY KEY,
  -- NULL for catalogue records shared by every group (languages, ring tones…).
  group_id integer REFERENCES groups (id) ON DELETE RESTRICT,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX res_toggle_group ON res_toggle (group_id, id);

-- table voicemail_box
CREATE TABLE res_voicemail_box (
  id serial PRIMARY KEY,
  -- NULL for catalogue records shared by every group (languages, ring tones…).
  group_id integer REFERENCES groups (id) ON DELETE RESTRICT,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX res_voicemail_box_group ON res_voicemail_box (group_id, id);

-- table voicemail_message
CREATE TABLE res_voicemail_message (
  id serial PRIMARY KEY,
  -- NULL for catalogue records shared by every group (languages, ring tones…).
  group_id integer REFERENCES groups (id) ON DELETE RESTRICT,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX res_voicemail_message_group ON res_voicemail_message (group_id, id);

-- table wake_up_call
CREATE TABLE res_wake_up_call (
  id serial PRIMARY KEY,
  -- NULL for catalogue records shared by every group (languages, ring tones…).
  group_id integer REFERENCES groups (id) ON DELETE RESTRICT,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX res_wake_up_call_group ON res_wake_up_call (group_id, id);

-- reference call_summary.cdr
ALTER TABLE res_call_summary ADD COLUMN cdr_id integer GENERATED ALWAYS AS ((data ->> 'cdr')::integer) STORED;
ALTER TABLE res_call_summary ADD CONSTRAINT res_call_summary_cdr_fk FOREIGN KEY (cdr_id) REFERENCES res_cdr (id) ON DELETE RESTRICT;
CREATE INDEX res_call_summary_cdr_id ON res_call_summary (cdr_id);

-- reference device.phonebook
ALTER TABLE res_device ADD COLUMN phonebook_id integer GENERATED ALWAYS AS ((data ->> 'phonebook')::integer) STORED;
ALTER TABLE res_device ADD CONSTRAINT res_device_phonebook_fk FOREIGN KEY (phonebook_id) REFERENCES res_phonebook (id) ON DELETE RESTRICT;
CREATE INDEX res_device_phonebook_id ON res_device (phonebook_id);

-- reference device.site
ALTER TABLE res_device ADD COLUMN site_id integer GENERATED ALWAYS AS ((data ->> 'site')::integer) STORED;
ALTER TABLE res_device ADD CONSTRAINT res_device_site_fk FOREIGN KEY (site_id) REFERENCES res_site (id) ON DELETE RESTRICT;
CREATE INDEX res_device_site_id ON res_device (site_id);

-- reference device.voicemail_box
ALTER TABLE res_device ADD COLUMN voicemail_box_id integer GENERATED ALWAYS AS ((data ->> 'voicemail_box')::integer) STORED;
ALTER TABLE res_device ADD CONSTRAINT res_device_voicemail_box_fk FOREIGN KEY (voicemail_box_id) REFERENCES res_voicemail_box (id) ON DELETE RESTRICT;
CREATE INDEX res_device_voicemail_box_id ON res_device (voicemail_box_id);

-- reference did_routing.account
ALTER TABLE res_did_routing ADD COLUMN account_id integer GENERATED ALWAYS AS ((data ->> 'account')::integer) STORED;
ALTER TABLE res_did_routing ADD CONSTRAINT res_did_routing_account_fk FOREIGN KEY (account_id) REFERENCES res_account (id) ON DELETE RESTRICT;
CREATE INDEX res_did_routing_account_id ON res_did_routing (account_id);

-- reference did_routing.call_flow
ALTER TABLE res_did_routing ADD COLUMN call_flow_id integer GENERATED ALWAYS AS ((data ->> 'call_flow')::integer) STORED;
ALTER TABLE res_did_routing ADD CONSTRAINT res_did_routing_call_flow_fk FOREIGN KEY (call_flow_id) REFERENCES res_call_flow (id) ON DELETE RESTRICT;
CREATE INDEX res_did_routing_call_flow_id ON res_did_routing (call_flow_id);

-- reference did_routing.failover_extension
ALTER TABLE res_did_routing ADD COLUMN failover_extension_id integer GENERATED ALWAYS AS ((data ->> 'failover_extension')::integer) STORED;
ALTER TABLE res_did_routing ADD CONSTRAINT res_did_routing_failover_extension_fk FOREIGN KEY (failover_extension_id) REFERENCES res_extension (id) ON DELETE RESTRICT;
CREATE INDEX res_did_routing_failover_extension_id ON res_did_routing (failover_extension_id);

-- reference did_routing.failover_site
ALTER TABLE res_did_routing ADD COLUMN failover_site_id integer GENERATED ALWAYS AS ((data ->> 'failover_site')::integer) STORED;
ALTER TABLE res_did_routing ADD CONSTRAINT res_did_routing_failover_site_fk FOREIGN KEY (failover_site_id) REFERENCES res_site (id) ON DELETE RESTRICT;
CREATE INDEX res_did_routing_failover_site_id ON res_did_routing (failover_site_id);

-- reference did_routing.override_call_flow
ALTER TABLE res_did_routing ADD COLUMN override_call_flow_id integer GENERATED ALWAYS AS ((data ->> 'override_call_flow')::integer) STORED;
ALTER TABLE res_did_routing ADD CONSTRAINT res_did_routing_override_call_flow_fk FOREIGN KEY (override_call_flow_id) REFERENCES res_call_flow (id) ON DELETE RESTRICT;
CREATE INDEX res_did_routing_override_call_flow_id ON res_did_routing (override_call_flow_id);

-- reference did_routing.site
ALTER TABLE res_did_routing ADD COLUMN site_id integer GENERATED ALWAYS AS ((data ->> 'site')::integer) STORED;
ALTER TABLE res_did_routing ADD CONSTRAINT res_did_routing_site_fk FOREIGN KEY (site_id) REFERENCES res_site (id) ON DELETE RESTRICT;
CREATE INDEX res_did_routing_site_id ON res_did_routing (site_id);

-- reference dss_button.device
ALTER TABLE res_dss_button ADD COLUMN device_id integer GENERATED ALWAYS AS ((data ->> 'device')::integer) STORED;
ALTER TABLE res_dss_button ADD CONSTRAINT res_dss_button_device_fk FOREIGN KEY (device_id) REFERENCES res_device (id) ON DELETE RESTRICT;
CREATE INDEX res_dss_button_device_id ON res_dss_button (device_id);

-- reference extension.account
ALTER TABLE res_extension ADD COLUMN account_id integer GENERATED ALWAYS AS ((data ->> 'account')::integer) STORED;
ALTER TABLE res_extension ADD CONSTRAINT res_extension_account_fk FOREIGN KEY (account_id) REFERENCES res_account (id) ON DELETE RESTRICT;
CREATE INDEX res_extension_account_id ON res_extension (account_id);

-- reference extension.internal_ringtone
ALTER TABLE res_extension ADD COLUMN internal_ringtone_id integer GENERATED ALWAYS AS ((data ->> 'internal_ringtone')::integer) STORED;
ALTER TABLE res_extension ADD CONSTRAINT res_extension_internal_ringtone_fk FOREIGN KEY (internal_ringtone_id) REFERENCES res_ring_tone (id) ON DELETE RESTRICT;
CREATE INDEX res_extension_internal_ringtone_id ON res_extension (internal_ringtone_id);

-- reference extension.role
ALTER TABLE res_extension ADD COLUMN role_id integer GENERATED ALWAYS AS ((data ->> 'role')::integer) STORED;
ALTER TABLE res_extension ADD CONSTRAINT res_extension_role_fk FOREIGN KEY (role_id) REFERENCES res_role (id) ON DELETE RESTRICT;
CREATE INDEX res_extension_role_id ON res_extension (role_id);

-- reference extension.site
ALTER TABLE res_extension ADD COLUMN site_id integer GENERATED ALWAYS AS ((data ->> 'site')::integer) STORED;
ALTER TABLE res_extension ADD CONSTRAINT res_extension_site_fk FOREIGN KEY (site_id) REFERENCES res_site (id) ON DELETE RESTRICT;
CREATE INDEX res_extension_site_id ON res_extension (site_id);

-- reference media_file.recorded_by
ALTER TABLE res_media_file ADD COLUMN recorded_by_id integer GENERATED ALWAYS AS ((data ->> 'recorded_by')::integer) STORED;
ALTER TABLE res_media_file ADD CONSTRAINT res_media_file_recorded_by_fk FOREIGN KEY (recorded_by_id) REFERENCES res_extension (id) ON DELETE RESTRICT;
CREATE INDEX res_media_file_recorded_by_id ON res_media_file (recorded_by_id);

-- reference phonebook_contact.phonebook
ALTER TABLE res_phonebook_contact ADD COLUMN phonebook_id integer GENERATED ALWAYS AS ((data ->> 'phonebook')::integer) STORED;
ALTER TABLE res_phonebook_contact ADD CONSTRAINT res_phonebook_contact_phonebook_fk FOREIGN KEY (phonebook_id) REFERENCES res_phonebook (id) ON DELETE RESTRICT;
CREATE INDEX res_phonebook_contact_phonebook_id ON res_phonebook_contact (phonebook_id);

-- reference queue.hold_music
ALTER TABLE res_queue ADD COLUMN hold_music_id integer GENERATED ALWAYS AS ((data ->> 'hold_music')::integer) STORED;
ALTER TABLE res_queue ADD CONSTRAINT res_queue_hold_music_fk FOREIGN KEY (hold_music_id) REFERENCES res_media_file (id) ON DELETE RESTRICT;
CREATE INDEX res_queue_hold_music_id ON res_queue (hold_music_id);

-- reference queue.repetitive_message
ALTER TABLE res_queue ADD COLUMN repetitive_message_id integer GENERATED ALWAYS AS ((data ->> 'repetitive_message')::integer) STORED;
ALTER TABLE res_queue ADD CONSTRAINT res_queue_repetitive_message_fk FOREIGN KEY (repetitive_message_id) REFERENCES res_media_file (id) ON DELETE RESTRICT;
CREATE INDEX res_queue_repetitive_message_id ON res_queue (repetitive_message_id);

-- reference queue.ring_group
ALTER TABLE res_queue ADD COLUMN ring_group_id integer GENERATED ALWAYS AS ((data ->> 'ring_group')::integer) STORED;
ALTER TABLE res_queue ADD CONSTRAINT res_queue_ring_group_fk FOREIGN KEY (ring_group_id) REFERENCES res_ring_group (id) ON DELETE RESTRICT;
CREATE INDEX res_queue_ring_group_id ON res_queue (ring_group_id);

-- reference queue.ringtone
ALTER TABLE res_queue ADD COLUMN ringtone_id integer GENERATED ALWAYS AS ((data ->> 'ringtone')::integer) STORED;
ALTER TABLE res_queue ADD CONSTRAINT res_queue_ringtone_fk FOREIGN KEY (ringtone_id) REFERENCES res_ring_tone (id) ON DELETE RESTRICT;
CREATE INDEX res_queue_ringtone_id ON res_queue (ringtone_id);

-- reference reseller_invoice.client
ALTER TABLE res_reseller_invoice ADD COLUMN client_id integer GENERATED ALWAYS AS ((data ->> 'client')::integer) STORED;
ALTER TABLE res_reseller_invoice ADD CONSTRAINT res_reseller_invoice_client_fk FOREIGN KEY (client_id) REFERENCES groups (id) ON DELETE RESTRICT;
CREATE INDEX res_reseller_invoice_client_id ON res_reseller_invoice (client_id);

-- reference voicemail_message.box
ALTER TABLE res_voicemail_message ADD COLUMN box_id integer GENERATED ALWAYS AS ((data ->> 'box')::integer) STORED;
ALTER TABLE res_voicemail_message ADD CONSTRAINT res_voicemail_message_box_fk FOREIGN KEY (box_id) REFERENCES res_voicemail_box (id) ON DELETE RESTRICT;
CREATE INDEX res_voicemail_message_box_id ON res_voicemail_message (box_id);

-- reference wake_up_call.extension
ALTER TABLE res_wake_up_call ADD COLUMN extension_id integer GENERATED ALWAYS AS ((data ->> 'extension')::integer) STORED;
ALTER TABLE res_wake_up_call ADD CONSTRAINT res_wake_up_call_extension_fk FOREIGN KEY (extension_id) REFERENCES res_extension (id) ON DELETE RESTRICT;
CREATE INDEX res_wake_up_call_extension_id ON res_wake_up_call (extension_id);

-- reference wake_up_call.media_file
ALTER TABLE res_wake_up_call ADD COLUMN media_file_id integer GENERATED ALWAYS AS ((data ->> 'media_file')::integer) STORED;
ALTER TABLE res_wake_up_call ADD CONSTRAINT res_wake_up_call_media_file_fk FOREIGN KEY (media_file_id) REFERENCES res_media_file (id) ON DELETE RESTRICT;
CREATE INDEX res_wake_up_call_media_file_id ON res_wake_up_call (media_file_id);

-- unique call_flow.description
CREATE UNIQUE INDEX res_call_flow_description_unique ON res_call_flow (group_id, (data ->> 'description'));

-- unique device.mac_address
CREATE UNIQUE INDEX res_device_mac_address_unique ON res_device (lower(data ->> 'mac_address'));

-- unique did_routing.did
CREATE UNIQUE INDEX res_did_routing_did_unique ON res_did_routing (lower(data ->> 'did'));

-- unique extension.extension
CREATE UNIQUE INDEX res_extension_extension_unique ON res_extension (group_id, (data ->> 'extension'));

-- unique media_file.reference
CREATE UNIQUE INDEX res_media_file_reference_unique ON res_media_file (group_id, (data ->> 'reference'));

-- unique phonebook.description
CREATE UNIQUE INDEX res_phonebook_description_unique ON res_phonebook (group_id, (data ->> 'description'));

-- unique phonebook_contact.mobile
CREATE UNIQUE INDEX res_phonebook_contact_mobile_unique ON res_phonebook_contact (group_id, (data ->> 'mobile'));

-- unique queue.extension
CREATE UNIQUE INDEX res_queue_extension_unique ON res_queue (group_id, (data ->> 'extension'));

-- unique ring_group.extension
CREATE UNIQUE INDEX res_ring_group_extension_unique ON res_ring_group (group_id, (data ->> 'extension'));

-- unique role.name
CREATE UNIQUE INDEX res_role_name_unique ON res_role (group_id, lower(data ->> 'name'));

-- unique site.name
CREATE UNIQUE INDEX res_site_name_unique ON res_site (group_id, lower(data ->> 'name'));

-- unique time_schedule.description
CREATE UNIQUE INDEX res_time_schedule_description_unique ON res_time_schedule (group_id, (data ->> 'description'));

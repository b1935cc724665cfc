-- Groups: a reseller group owns its client groups through parent_id.
CREATE TABLE groups (
  id serial PRIMARY KEY,
  description text NOT NULL,
  domain text,
  parent_id integer REFERENCES groups (id) ON DELETE RESTRICT,
  is_reseller boolean NOT NULL DEFAULT false,
  -- The group permissions: menu keys plus flags such as statistic and mondago.
  permissions text[] NOT NULL DEFAULT '{}',
  allowed_origination_countries text[] NOT NULL DEFAULT '{}',
  allowed_destination_countries text[] NOT NULL DEFAULT '{}',
  entitlements jsonb NOT NULL DEFAULT '{}',
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX groups_description_unique ON groups (lower(description));
CREATE INDEX groups_parent ON groups (parent_id);

-- Configuration records keep their fields in `data`, validated by the resource schema;
-- references and uniqueness live in columns and indexes so that the database enforces them.
CREATE TABLE account (
  id serial PRIMARY KEY,
  group_id integer NOT NULL REFERENCES groups (id) ON DELETE RESTRICT,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_group ON account (group_id);

CREATE TABLE site (
  id serial PRIMARY KEY,
  group_id integer NOT NULL REFERENCES groups (id) ON DELETE RESTRICT,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX site_group ON site (group_id);

CREATE TABLE extension (
  id serial PRIMARY KEY,
  group_id integer NOT NULL REFERENCES groups (id) ON DELETE RESTRICT,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL,
  account_id integer GENERATED ALWAYS AS ((data ->> 'account')::integer) STORED REFERENCES account (id) ON DELETE RESTRICT,
  site_id integer GENERATED ALWAYS AS ((data ->> 'site')::integer) STORED REFERENCES site (id) ON DELETE RESTRICT,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX extension_group ON extension (group_id);
CREATE UNIQUE INDEX extension_number_unique ON extension (group_id, ((data ->> 'extension')::integer));

CREATE TABLE did_routing (
  id serial PRIMARY KEY,
  group_id integer NOT NULL REFERENCES groups (id) ON DELETE RESTRICT,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL,
  account_id integer GENERATED ALWAYS AS ((data ->> 'account')::integer) STORED REFERENCES account (id) ON DELETE RESTRICT,
  site_id integer GENERATED ALWAYS AS ((data ->> 'site')::integer) STORED REFERENCES site (id) ON DELETE RESTRICT,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX did_routing_group ON did_routing (group_id);
-- A number routes to one place, whichever group holds it.
CREATE UNIQUE INDEX did_routing_did_unique ON did_routing ((data ->> 'did'));

CREATE TABLE phonebook (
  id serial PRIMARY KEY,
  group_id integer NOT NULL REFERENCES groups (id) ON DELETE RESTRICT,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX phonebook_group ON phonebook (group_id);

CREATE TABLE phonebook_contact (
  id serial PRIMARY KEY,
  group_id integer NOT NULL REFERENCES groups (id) ON DELETE RESTRICT,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL,
  phonebook_id integer GENERATED ALWAYS AS ((data ->> 'phonebook')::integer) STORED REFERENCES phonebook (id) ON DELETE RESTRICT,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX phonebook_contact_group ON phonebook_contact (group_id);
CREATE INDEX phonebook_contact_phonebook ON phonebook_contact (phonebook_id);

-- People who sign in. The role follows from is_reseller of their group and is_admin.
CREATE TABLE users (
  id serial PRIMARY KEY,
  username text NOT NULL,
  email text NOT NULL,
  name text NOT NULL DEFAULT '',
  password_hash text NOT NULL,
  group_id integer NOT NULL REFERENCES groups (id) ON DELETE RESTRICT,
  extension_id integer REFERENCES extension (id) ON DELETE SET NULL,
  is_admin boolean NOT NULL DEFAULT false,
  can_impersonate boolean NOT NULL DEFAULT false,
  initial_password boolean NOT NULL DEFAULT false,
  language text NOT NULL DEFAULT 'en',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username_unique ON users (lower(username));
CREATE UNIQUE INDEX users_email_unique ON users (lower(email));

-- Only a hash of each token is kept: a copy of this table signs nobody in.
CREATE TABLE auth_tokens (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_tokens_user ON auth_tokens (user_id);

-- Written by `npm run generate` from the resource schemas.

-- table subscription
CREATE TABLE res_subscription (
  id serial PRIMARY KEY,
  -- NULL for catalogue records shared by every group (languages, ring tones…).
  group_id integer REFERENCES groups (id) ON DELETE RESTRICT,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX res_subscription_group ON res_subscription (group_id, id);

-- unique subscription.product
CREATE UNIQUE INDEX res_subscription_product_unique ON res_subscription (group_id, (data ->> 'product'));

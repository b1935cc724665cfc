-- Devices' provisioning secrets (server/areas/device/provisioning/): a desk phone fetches its
-- configuration with its MAC address and this secret (HTTP basic). Stored only as a SHA-256
-- hash (the secret is 160 random bits, so no slow hash is needed); shown once to the admin who
-- made it. Kept out of the device's record so that no answer, list or export can carry it.
CREATE TABLE device_provisioning (
  device_id integer PRIMARY KEY REFERENCES res_device (id) ON DELETE CASCADE,
  secret_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Group settings beyond the user settings (billing, limits, call handling), validated by
-- schemas/group_settings.schema.json like any record's data.
ALTER TABLE groups ADD COLUMN settings jsonb NOT NULL DEFAULT '{}';

-- Extensions active or inactive (configuration-areas §4): every extension made before the flag
-- existed is active. Written into each record, so that a list filtered on active=true (the
-- selectors' lookups) finds them, as it finds the new ones that get the schema's default.
UPDATE res_extension SET data = data || '{"active": true}'::jsonb WHERE NOT (data ? 'active');

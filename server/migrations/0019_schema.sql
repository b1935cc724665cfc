-- Written by `npm run generate` from the resource schemas.

-- remove reference dss_button.device
ALTER TABLE res_dss_button DROP COLUMN device_id;

-- reference device.extension
ALTER TABLE res_device ADD COLUMN extension_id integer GENERATED ALWAYS AS ((data ->> 'extension')::integer) STORED;
ALTER TABLE res_device ADD CONSTRAINT res_device_extension_fk FOREIGN KEY (extension_id) REFERENCES res_extension (id) ON DELETE RESTRICT;
CREATE INDEX res_device_extension_id ON res_device (extension_id);

-- reference dss_button.device
ALTER TABLE res_dss_button ADD COLUMN device_id integer GENERATED ALWAYS AS ((data ->> 'device')::integer) STORED;
ALTER TABLE res_dss_button ADD CONSTRAINT res_dss_button_device_fk FOREIGN KEY (device_id) REFERENCES res_device (id) ON DELETE CASCADE;
CREATE INDEX res_dss_button_device_id ON res_dss_button (device_id);

-- A user's own extension, once the resource tables exist; removing the extension unlinks the user.
ALTER TABLE users
  ADD CONSTRAINT users_extension_fk FOREIGN KEY (extension_id) REFERENCES res_extension (id) ON DELETE SET NULL;
CREATE INDEX users_extension ON users (extension_id);

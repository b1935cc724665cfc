-- Written by `npm run generate` from the resource schemas.

-- remove reference phonebook_contact.phonebook
ALTER TABLE res_phonebook_contact DROP COLUMN phonebook_id;

-- reference phonebook_contact.phonebook
ALTER TABLE res_phonebook_contact ADD COLUMN phonebook_id integer GENERATED ALWAYS AS ((data ->> 'phonebook')::integer) STORED;
ALTER TABLE res_phonebook_contact ADD CONSTRAINT res_phonebook_contact_phonebook_fk FOREIGN KEY (phonebook_id) REFERENCES res_phonebook (id) ON DELETE CASCADE;
CREATE INDEX res_phonebook_contact_phonebook_id ON res_phonebook_contact (phonebook_id);

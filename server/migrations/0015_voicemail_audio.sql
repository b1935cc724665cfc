-- The recording of a voicemail message, kept in the database rather than on one server's disk,
-- so that every API server on it plays and serves the same message. One row per message; it
-- goes with its message. The message's JSON keeps what a list shows (caller, recorded on,
-- duration), so listing messages never reads their audio.
CREATE TABLE voicemail_message_audio (
  voicemail_message_id integer PRIMARY KEY REFERENCES res_voicemail_message (id) ON DELETE CASCADE,
  content_type text NOT NULL,
  audio bytea NOT NULL
);

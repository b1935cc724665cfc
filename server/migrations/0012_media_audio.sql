-- The audio of a media file (configuration-areas §5, §9: audio only, at most 15 MB), kept in
-- the database rather than on one server's disk, so that every API server on it can play and
-- serve it. One row per media file; it goes with its record. The record's JSON keeps what the
-- list shows (file name, size, kind, duration), so listing never reads the audio.
CREATE TABLE media_file_audio (
  media_file_id integer PRIMARY KEY REFERENCES res_media_file (id) ON DELETE CASCADE,
  audio bytea NOT NULL
);

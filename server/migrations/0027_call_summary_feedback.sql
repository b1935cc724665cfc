-- Summary feedback (portal-overview §3, the call detail records' summaryFeedback): each reader
-- rates a summary once, useful or not, with an optional comment, and may change their rating.
-- The group's administrators read every rating of a summary. A rating goes with its summary and
-- with its user: it is the reader's opinion, nobody else's.
CREATE TABLE call_summary_feedback (
  summary_id integer NOT NULL REFERENCES res_call_summary (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  useful boolean NOT NULL,
  comment text NOT NULL DEFAULT '' CHECK (length(comment) <= 1000),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (summary_id, user_id)
);

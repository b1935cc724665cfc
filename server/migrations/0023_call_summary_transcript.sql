-- Call summaries from the AI servers people run (issue 21): the transcript the transcription
-- endpoint wrote is kept with the summary, shown under it and searched. A column of its own,
-- not a field of `data`: it can be long, the list leaves it out, and the job writes it alone
-- (once, so that a retried job does not transcribe again).
ALTER TABLE res_call_summary ADD COLUMN transcript jsonb;

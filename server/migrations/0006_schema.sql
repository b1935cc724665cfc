-- Written by `npm run generate` from the resource schemas.

-- remove table feedback
DROP TABLE res_feedback;

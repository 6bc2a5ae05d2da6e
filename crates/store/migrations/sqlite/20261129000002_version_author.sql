-- Who saved each version, for the history colleagues read. Versions saved before this
-- migration keep an empty author: unknown, not guessed.
ALTER TABLE case_versions ADD COLUMN saved_by TEXT NOT NULL DEFAULT '';

CREATE INDEX cases_by_update ON cases (updated_at DESC);

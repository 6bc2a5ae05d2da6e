-- Who saved each version, as the app names the analyst. (The server role that saved it is
-- stamped by the server itself: migration 20261204000001.)
ALTER TABLE case_versions ADD COLUMN saved_by TEXT NOT NULL DEFAULT '';

CREATE INDEX cases_by_update ON cases (updated_at DESC);

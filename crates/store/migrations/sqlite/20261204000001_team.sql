-- What a team library needs, kept in a local library too so that cases move between the two
-- unchanged (migrations/postgres has the same version for the server).
--
-- The server role that saved a version: a local file has no roles, so it stays empty here.
ALTER TABLE case_versions ADD COLUMN role_name TEXT NOT NULL DEFAULT '';

-- The server role that recorded a report's export: empty here too.
ALTER TABLE reports ADD COLUMN role_name TEXT NOT NULL DEFAULT '';

-- The group a case is restricted to (a server role); a server enforces it with row-level
-- security, a local file has one reader and keeps it only to carry it along.
ALTER TABLE cases ADD COLUMN restricted_to TEXT;

-- The current version's description, written with each save, so that a library of
-- thousands of cases is listed and searched without reading every document.
ALTER TABLE cases ADD COLUMN description TEXT NOT NULL DEFAULT '';
UPDATE cases SET description = COALESCE((
    SELECT json_extract(v.document, '$.description') FROM case_versions v
    WHERE v.case_id = cases.id AND v.version = cases.current_version AND json_valid(v.document)
), '');

-- Approvals: who approved which version, when. An approved version cannot be removed (the
-- reference restricts it), and no version is ever changed (the trigger below).
CREATE TABLE approvals (
    case_id     TEXT NOT NULL,
    version     INTEGER NOT NULL,
    approved_by TEXT NOT NULL,
    approved_at TEXT NOT NULL,
    PRIMARY KEY (case_id, version),
    FOREIGN KEY (case_id, version) REFERENCES case_versions (case_id, version) ON DELETE RESTRICT
) STRICT;

CREATE TRIGGER case_versions_never_change BEFORE UPDATE ON case_versions
BEGIN
    SELECT RAISE(ABORT, 'a saved version is never changed: save a new version');
END;

-- Every report exported from a case: which case and version, where it was written, in which
-- language, for which date and by whom, the SHA-256 of the bytes written and who signed it.
-- No foreign key to cases: a report can be exported from a case that was never saved, and
-- its record stays when the case is deleted. case_version is NULL when the case as exported
-- matched no saved version (unsaved changes); signer is NULL for an unsigned report. The key
-- and its password are never stored.
CREATE TABLE reports (
    id          INTEGER PRIMARY KEY,
    case_id     TEXT NOT NULL,
    case_version INTEGER,
    path        TEXT NOT NULL,
    language    TEXT NOT NULL,
    report_date TEXT NOT NULL,
    author      TEXT NOT NULL,
    sha256      TEXT NOT NULL,
    bytes       INTEGER NOT NULL,
    signer      TEXT,
    exported_at TEXT NOT NULL
) STRICT;

CREATE INDEX reports_by_case ON reports (case_id, exported_at DESC);

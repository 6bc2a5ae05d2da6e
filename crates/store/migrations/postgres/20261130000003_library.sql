-- The case library: tags, deletion that can be undone, and where a duplicate came from.
ALTER TABLE cases ADD COLUMN deleted_at TEXT;

ALTER TABLE case_versions ADD COLUMN copied_from TEXT;

-- Two tags that differ only in letter case are one tag (SQLite: COLLATE NOCASE).
CREATE TABLE case_tags (
    case_id TEXT NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
    tag     TEXT NOT NULL
);

CREATE UNIQUE INDEX case_tags_key ON case_tags (case_id, lower(tag));

-- The case library: tags, deletion that can be undone, and where a duplicate came from.

-- A deleted case is hidden from the library but kept, with every version, until it is
-- purged; undoing the deletion clears this. NULL: in the library.
ALTER TABLE cases ADD COLUMN deleted_at TEXT;

-- Version 1 of a duplicate names the case and version it was copied from, `ID@VERSION`.
ALTER TABLE case_versions ADD COLUMN copied_from TEXT;

-- Tags are library metadata, not case inputs: changing them saves no version. Two tags
-- that differ only in letter case are one tag.
CREATE TABLE case_tags (
    case_id TEXT NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
    tag     TEXT NOT NULL COLLATE NOCASE,
    PRIMARY KEY (case_id, tag)
) STRICT;

-- Cases and every saved version of each. A version holds the canonical .gpucase text, so
-- that any earlier state can be reopened exactly.
CREATE TABLE cases (
    id              TEXT PRIMARY KEY NOT NULL,
    name            TEXT NOT NULL,
    created_at      TEXT NOT NULL,
    updated_at      TEXT NOT NULL,
    current_version INTEGER NOT NULL
) STRICT;

CREATE TABLE case_versions (
    case_id   TEXT NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
    version   INTEGER NOT NULL,
    saved_at  TEXT NOT NULL,
    document  TEXT NOT NULL,
    sha256    TEXT NOT NULL,
    PRIMARY KEY (case_id, version)
) STRICT;

-- Cases and every saved version of each, as the SQLite migration of the same version
-- makes them (migrations/sqlite): TEXT for RFC 3339 times and documents, BIGINT for
-- SQLite's INTEGER, so that both engines return the same Rust types.
CREATE TABLE cases (
    id              TEXT PRIMARY KEY NOT NULL,
    name            TEXT NOT NULL,
    created_at      TEXT NOT NULL,
    updated_at      TEXT NOT NULL,
    current_version BIGINT NOT NULL
);

CREATE TABLE case_versions (
    case_id   TEXT NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
    version   BIGINT NOT NULL,
    saved_at  TEXT NOT NULL,
    document  TEXT NOT NULL,
    sha256    TEXT NOT NULL,
    PRIMARY KEY (case_id, version)
);

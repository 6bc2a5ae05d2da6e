-- The offers catalog, as in SQLite. SQLite's implicit rowid, which orders observations and
-- refreshes of the same instant, is an identity column of the same name here.
CREATE TABLE offers (
    provider     TEXT NOT NULL,
    offer_id     TEXT NOT NULL,
    first_seen   TEXT NOT NULL,
    last_seen    TEXT NOT NULL,
    withdrawn_at TEXT,
    fetched_at   TEXT NOT NULL,
    offer        TEXT NOT NULL,
    sha256       TEXT NOT NULL,
    PRIMARY KEY (provider, offer_id)
);

CREATE TABLE offer_observations (
    rowid       BIGINT GENERATED ALWAYS AS IDENTITY,
    provider    TEXT NOT NULL,
    offer_id    TEXT NOT NULL,
    observed_at TEXT NOT NULL,
    offer       TEXT NOT NULL,
    sha256      TEXT NOT NULL,
    FOREIGN KEY (provider, offer_id) REFERENCES offers (provider, offer_id) ON DELETE CASCADE
);

CREATE INDEX offer_observations_by_offer ON offer_observations (provider, offer_id, observed_at);

CREATE TABLE plugin_refreshes (
    rowid       BIGINT GENERATED ALWAYS AS IDENTITY,
    provider    TEXT NOT NULL,
    finished_at TEXT NOT NULL,
    ok          BIGINT NOT NULL,
    offers      BIGINT NOT NULL,
    message     TEXT NOT NULL
);

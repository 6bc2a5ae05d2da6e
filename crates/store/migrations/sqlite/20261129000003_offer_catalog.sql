-- The offers catalog: the current snapshot of each provider plugin, with the history of
-- every observed change (a new observation only when something changed), and a log of
-- refreshes so that a failing plugin's last good snapshot and its error can both be shown.
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
) STRICT;

CREATE TABLE offer_observations (
    provider    TEXT NOT NULL,
    offer_id    TEXT NOT NULL,
    observed_at TEXT NOT NULL,
    offer       TEXT NOT NULL,
    sha256      TEXT NOT NULL,
    FOREIGN KEY (provider, offer_id) REFERENCES offers (provider, offer_id) ON DELETE CASCADE
) STRICT;

CREATE INDEX offer_observations_by_offer ON offer_observations (provider, offer_id, observed_at);

CREATE TABLE plugin_refreshes (
    provider    TEXT NOT NULL,
    finished_at TEXT NOT NULL,
    ok          INTEGER NOT NULL,
    offers      INTEGER NOT NULL,
    message     TEXT NOT NULL
) STRICT;

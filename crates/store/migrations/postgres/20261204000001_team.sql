-- A team library: what the server itself guarantees, whatever client connects.
--
-- The server role that saved a version, stamped by the server: editors may not write this
-- column (see the grants below), so the default, the connection's role, always applies.
-- Versions saved before this migration keep it empty: unknown, not guessed.
ALTER TABLE case_versions ADD COLUMN role_name TEXT NOT NULL DEFAULT '';
ALTER TABLE case_versions ALTER COLUMN role_name SET DEFAULT session_user;

-- The server role that recorded a report's export, stamped the same way.
ALTER TABLE reports ADD COLUMN role_name TEXT NOT NULL DEFAULT '';
ALTER TABLE reports ALTER COLUMN role_name SET DEFAULT session_user;

-- The group (a role) a case is restricted to; NULL: every reader of the library sees it.
ALTER TABLE cases ADD COLUMN restricted_to TEXT;

-- The current version's description, written with each save (as in SQLite).
ALTER TABLE cases ADD COLUMN description TEXT NOT NULL DEFAULT '';

-- Approvals, with the approving role stamped by the server. An approved version cannot be
-- removed (the reference restricts it).
CREATE TABLE approvals (
    case_id     TEXT NOT NULL,
    version     BIGINT NOT NULL,
    approved_by TEXT NOT NULL DEFAULT session_user,
    approved_at TEXT NOT NULL,
    PRIMARY KEY (case_id, version),
    FOREIGN KEY (case_id, version) REFERENCES case_versions (case_id, version) ON DELETE RESTRICT
);

-- No version is ever changed, not even by the library's owner.
CREATE FUNCTION gpucase_version_never_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'a saved version is never changed: save a new version'
        USING ERRCODE = 'integrity_constraint_violation';
END;
$$;

CREATE TRIGGER case_versions_never_change BEFORE UPDATE ON case_versions
    FOR EACH ROW EXECUTE FUNCTION gpucase_version_never_changes();

-- Roles: readers read, editors save, tag, delete and refresh the catalog, approvers read and
-- approve. Roles are the server's (shared by its databases), so they are created only where
-- missing; a person's login role is granted one of them by the library's administrator:
--   CREATE ROLE anna LOGIN PASSWORD '...'; GRANT gpucase_editor TO anna;
-- Two libraries migrated at once on one server race to create them: the loser's error
-- says only that the role exists, which is what it wanted.
DO $$
BEGIN
    CREATE ROLE gpucase_reader NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END;
$$;
DO $$
BEGIN
    CREATE ROLE gpucase_editor NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END;
$$;
DO $$
BEGIN
    CREATE ROLE gpucase_approver NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END;
$$;
DO $$
BEGIN
    GRANT gpucase_reader TO gpucase_editor, gpucase_approver;
EXCEPTION WHEN unique_violation THEN NULL;
END;
$$;

GRANT USAGE ON SCHEMA public TO gpucase_reader;
GRANT SELECT ON cases, case_versions, case_tags, approvals, reports, offers,
    offer_observations, plugin_refreshes, _sqlx_migrations TO gpucase_reader;
-- Anyone who may read a case may record that they exported a report of it (the role that
-- did is the server's to write).
GRANT INSERT (case_id, case_version, path, language, report_date, author, sha256, bytes,
    signer, exported_at) ON reports TO gpucase_reader;

GRANT INSERT, UPDATE, DELETE ON cases TO gpucase_editor;
GRANT INSERT (case_id, version, saved_at, saved_by, document, sha256, copied_from)
    ON case_versions TO gpucase_editor;
GRANT INSERT, DELETE ON case_tags TO gpucase_editor;
GRANT INSERT, UPDATE ON offers TO gpucase_editor;
GRANT INSERT ON offer_observations, plugin_refreshes TO gpucase_editor;

GRANT INSERT (case_id, version, approved_at) ON approvals TO gpucase_approver;

-- A case restricted to a group is seen (and so saved, tagged, approved) only by members of
-- that group; the library's owner sees every case.
ALTER TABLE cases ENABLE ROW LEVEL SECURITY;
CREATE POLICY cases_of_my_groups ON cases
    USING (restricted_to IS NULL OR EXISTS (
        SELECT 1 FROM pg_roles r
        WHERE r.rolname = restricted_to AND pg_has_role(current_user, r.oid, 'MEMBER')));

ALTER TABLE case_versions ENABLE ROW LEVEL SECURITY;
CREATE POLICY versions_of_visible_cases ON case_versions
    USING (EXISTS (SELECT 1 FROM cases c WHERE c.id = case_id));

ALTER TABLE case_tags ENABLE ROW LEVEL SECURITY;
CREATE POLICY tags_of_visible_cases ON case_tags
    USING (EXISTS (SELECT 1 FROM cases c WHERE c.id = case_id));

ALTER TABLE approvals ENABLE ROW LEVEL SECURITY;
CREATE POLICY approvals_of_visible_cases ON approvals
    USING (EXISTS (SELECT 1 FROM cases c WHERE c.id = case_id));

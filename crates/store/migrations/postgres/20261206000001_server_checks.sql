-- What a client writes but the server derives or checks, whatever client connects and
-- whatever SQL it sends (issue 33: an editor with psql moved the current version back,
-- copied an approved version's hash, renamed cases and lifted restrictions; an approver
-- backdated an approval; a reader recorded a report signed by someone else).

-- A version follows its case's latest (n + 1, never a gap or an older number), and its
-- hash is the server's: SHA-256 of its document, whatever the client sent. (Its time is
-- the saving client's clock: two analysts' clocks differ by seconds, so it is not held to
-- follow the previous version's.) SECURITY DEFINER: the check sees every version,
-- whatever the row-level security shows the saving role.
CREATE FUNCTION gpucase_version_as_saved() RETURNS trigger LANGUAGE plpgsql
SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    latest BIGINT;
BEGIN
    SELECT max(version) INTO latest FROM case_versions WHERE case_id = NEW.case_id;
    IF NEW.version <> COALESCE(latest, 0) + 1 THEN
        RAISE EXCEPTION 'case %: version % does not follow its latest version %',
            NEW.case_id, NEW.version, COALESCE(latest, 0)
            USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    NEW.sha256 := encode(sha256(convert_to(NEW.document, 'UTF8')), 'hex');
    RETURN NEW;
END;
$$;

CREATE TRIGGER case_versions_as_saved BEFORE INSERT ON case_versions
    FOR EACH ROW EXECUTE FUNCTION gpucase_version_as_saved();

-- A case's current version is its latest saved version, checked when the transaction
-- commits (a save moves the case and inserts the version in either order).
CREATE FUNCTION gpucase_current_is_latest() RETURNS trigger LANGUAGE plpgsql
SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    latest BIGINT;
    now_current BIGINT;
BEGIN
    SELECT current_version INTO now_current FROM cases WHERE id = NEW.id;
    IF NOT FOUND THEN
        RETURN NULL;
    END IF;
    SELECT max(version) INTO latest FROM case_versions WHERE case_id = NEW.id;
    IF now_current IS DISTINCT FROM latest THEN
        RAISE EXCEPTION 'case %: the current version is its latest saved version (%), not %',
            NEW.id, latest, now_current
            USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    RETURN NULL;
END;
$$;

CREATE CONSTRAINT TRIGGER cases_current_is_latest AFTER INSERT OR UPDATE ON cases
    DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW EXECUTE FUNCTION gpucase_current_is_latest();

-- Whether the connected login is the library's owner (or a member of the owning role).
CREATE FUNCTION gpucase_is_owner() RETURNS boolean LANGUAGE sql STABLE
SET search_path = public, pg_temp AS $$
    SELECT pg_has_role(session_user,
        (SELECT relowner FROM pg_class WHERE oid = 'public.cases'::regclass), 'MEMBER');
$$;

-- Restrictions are the owner's to set or lift; a case's name and creation change only
-- with a new version (its name is the saved document's).
CREATE FUNCTION gpucase_case_rules() RETURNS trigger LANGUAGE plpgsql
SET search_path = public, pg_temp AS $$
BEGIN
    IF gpucase_is_owner() THEN
        RETURN NEW;
    END IF;
    IF TG_OP = 'INSERT' THEN
        IF NEW.restricted_to IS NOT NULL THEN
            RAISE EXCEPTION 'only the library''s owner restricts a case to a group'
                USING ERRCODE = 'insufficient_privilege';
        END IF;
        RETURN NEW;
    END IF;
    IF NEW.restricted_to IS DISTINCT FROM OLD.restricted_to THEN
        RAISE EXCEPTION 'only the library''s owner restricts a case to a group or lifts it'
            USING ERRCODE = 'insufficient_privilege';
    END IF;
    IF NEW.created_at IS DISTINCT FROM OLD.created_at THEN
        RAISE EXCEPTION 'a case''s creation time is never changed'
            USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    IF (NEW.name IS DISTINCT FROM OLD.name OR NEW.description IS DISTINCT FROM OLD.description)
        AND NEW.current_version = OLD.current_version THEN
        RAISE EXCEPTION 'a case''s name changes with a new version: save one'
            USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    RETURN NEW;
END;
$$;

CREATE TRIGGER cases_rules BEFORE INSERT OR UPDATE ON cases
    FOR EACH ROW EXECUTE FUNCTION gpucase_case_rules();

-- An approval is dated as an RFC 3339 UTC time, no earlier than the version it approves
-- (a day's leeway: the approver's clock is not the saving analyst's).
CREATE FUNCTION gpucase_approval_rules() RETURNS trigger LANGUAGE plpgsql
SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    saved TEXT;
BEGIN
    IF NEW.approved_at !~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$' THEN
        RAISE EXCEPTION 'an approval''s time is an RFC 3339 UTC time, not %', NEW.approved_at
            USING ERRCODE = 'check_violation';
    END IF;
    SELECT saved_at INTO saved FROM case_versions
        WHERE case_id = NEW.case_id AND version = NEW.version;
    IF saved ~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$'
        AND NEW.approved_at::timestamptz < saved::timestamptz - interval '1 day' THEN
        RAISE EXCEPTION 'case % version % was saved at %: it cannot be approved at %',
            NEW.case_id, NEW.version, saved, NEW.approved_at
            USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
END;
$$;

CREATE TRIGGER approvals_rules BEFORE INSERT ON approvals
    FOR EACH ROW EXECUTE FUNCTION gpucase_approval_rules();

-- A report record names a version that exists, its file's SHA-256 and size; a signed
-- report (a recommendation someone signs) is recorded only by those who may save or
-- approve: a reader records the exports they make, unsigned.
CREATE FUNCTION gpucase_report_rules() RETURNS trigger LANGUAGE plpgsql
SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    IF NEW.case_version IS NOT NULL AND NOT EXISTS (
        SELECT 1 FROM case_versions WHERE case_id = NEW.case_id AND version = NEW.case_version
    ) THEN
        RAISE EXCEPTION 'case % has no version %', NEW.case_id, NEW.case_version
            USING ERRCODE = 'foreign_key_violation';
    END IF;
    IF NEW.sha256 !~ '^[0-9a-f]{64}$' OR NEW.bytes <= 0 THEN
        RAISE EXCEPTION 'a report is recorded with its file''s SHA-256 (64 hex digits) and size'
            USING ERRCODE = 'check_violation';
    END IF;
    IF NEW.signer IS NOT NULL
        AND NOT gpucase_is_owner()
        AND NOT pg_has_role(session_user, 'gpucase_editor', 'MEMBER')
        AND NOT pg_has_role(session_user, 'gpucase_approver', 'MEMBER') THEN
        RAISE EXCEPTION 'a signed report is recorded by an editor or an approver, not by %',
            session_user
            USING ERRCODE = 'insufficient_privilege';
    END IF;
    RETURN NEW;
END;
$$;

CREATE TRIGGER reports_rules BEFORE INSERT ON reports
    FOR EACH ROW EXECUTE FUNCTION gpucase_report_rules();

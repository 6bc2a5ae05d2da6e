-- The team library's server checks (migrations/postgres, same version): a local library
-- has one user, who is its owner, and gpucase writes it alone; its versions' hashes are
-- checked where they are read back whole (a restore). Kept as a migration of the same
-- version so that both engines list the same migrations.
SELECT 1;

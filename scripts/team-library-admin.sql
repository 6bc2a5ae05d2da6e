-- The one-time set-up of a gpucase team library on a PostgreSQL server (15 or newer), run
-- by the server's administrator (a superuser) with psql, once per library:
--
--   psql -h db.example.org -U postgres -d postgres \
--        -v owner=gpucase_owner -v password='…' -v database=gpucase \
--        -f scripts/team-library-admin.sql
--
-- It makes the library's owner, a login role with CREATEROLE, and the library's database,
-- owned by it. CREATEROLE is what the owner's first gpucase connection needs to create the
-- roles gpucase_reader, gpucase_editor and gpucase_approver (without it that connection
-- fails with "permission denied to create role"), and what lets the owner later create the
-- analysts' login roles and grant them one of those roles (docs/team-library.md). Nothing
-- else is made here: the owner's first connection creates the schema. Tested against a
-- real server by crates/store/tests/team.rs
-- (`the_admin_script_makes_an_owner_whose_first_connection_sets_the_library_up`).
\set ON_ERROR_STOP on
CREATE ROLE :"owner" LOGIN CREATEROLE PASSWORD :'password';
CREATE DATABASE :"database" OWNER :"owner";

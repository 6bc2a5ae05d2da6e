//! The reports exported from each case: one row per PDF written, with the SHA-256 of its
//! bytes and its signer, so that an analyst can tell later which file was handed on.
//!
//! The store records what the application says it wrote; it reads no files. The full path
//! is kept: the store is the analyst's own, and nothing of this table goes into a shared
//! file (a `.gpucase` export carries the case document only).

use crate::{Store, StoreError};

/// One exported report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExportedReport {
    /// The case it was rendered from.
    pub case_id: String,
    /// The saved version of the case it was rendered from; `None` when the case as rendered
    /// matched no saved version (unsaved changes, or never saved).
    pub case_version: Option<i64>,
    /// Where the file was written.
    pub path: String,
    /// The report's language, BCP 47 (`de`).
    pub language: String,
    /// The report's date, `YYYY-MM-DD`.
    pub report_date: String,
    /// Who is named as its author.
    pub author: String,
    /// SHA-256 of the bytes written, lowercase hex.
    pub sha256: String,
    /// Size of the file in bytes.
    pub bytes: i64,
    /// Who signed it (the certificate's name); `None` when it is not signed.
    pub signer: Option<String>,
    /// When it was written (UTC, RFC 3339).
    pub exported_at: String,
    /// On a team library, the server role that recorded the export, stamped by the server
    /// (what [`Store::record_report`] is given here is ignored); empty locally.
    pub role: String,
}

impl Store {
    /// Records an exported report.
    pub async fn record_report(&self, report: &ExportedReport) -> Result<(), StoreError> {
        let sql = "INSERT INTO reports (case_id, case_version, path, language, report_date, \
                   author, sha256, bytes, signer, exported_at) \
                   VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)";
        let done: Result<(), StoreError> = on_pool!(&self.pool, |pool| sqlx::query(sql)
            .bind(&report.case_id)
            .bind(report.case_version)
            .bind(&report.path)
            .bind(&report.language)
            .bind(&report.report_date)
            .bind(&report.author)
            .bind(&report.sha256)
            .bind(report.bytes)
            .bind(&report.signer)
            .bind(&report.exported_at)
            .execute(pool)
            .await
            .map(|_| ())
            .map_err(StoreError::from));
        if let Err(e) = done {
            return Err(self.denied(e).await);
        }
        Ok(())
    }

    /// The reports exported from case `case_id`, newest first; empty when there are none
    /// (also for a case the store does not hold: its reports may have been exported unsaved).
    pub async fn reports(&self, case_id: &str) -> Result<Vec<ExportedReport>, StoreError> {
        let sql = "SELECT case_id, case_version, path, language, report_date, author, sha256, \
                   bytes, signer, exported_at, role_name FROM reports WHERE case_id = $1 \
                   ORDER BY exported_at DESC, id DESC";
        let rows: Vec<ReportRow> = on_pool!(&self.pool, |pool| sqlx::query_as(sql)
            .bind(case_id)
            .fetch_all(pool)
            .await?);
        Ok(rows
            .into_iter()
            .map(|r| ExportedReport {
                case_id: r.case_id,
                case_version: r.case_version,
                path: r.path,
                language: r.language,
                report_date: r.report_date,
                author: r.author,
                sha256: r.sha256,
                bytes: r.bytes,
                signer: r.signer,
                exported_at: r.exported_at,
                role: r.role_name,
            })
            .collect())
    }

    /// The latest saved version of case `case_id` whose document is `document` exactly, if
    /// any.
    pub async fn version_of(
        &self,
        case_id: &str,
        document: &str,
    ) -> Result<Option<i64>, StoreError> {
        let sql = "SELECT MAX(version) FROM case_versions WHERE case_id = $1 AND sha256 = $2";
        let sha = crate::hex_sha256(document);
        Ok(on_pool!(&self.pool, |pool| sqlx::query_scalar(sql)
            .bind(case_id)
            .bind(&sha)
            .fetch_one(pool)
            .await?))
    }
}

/// A report record as both engines return it.
#[derive(sqlx::FromRow)]
struct ReportRow {
    case_id: String,
    case_version: Option<i64>,
    path: String,
    language: String,
    report_date: String,
    author: String,
    sha256: String,
    bytes: i64,
    signer: Option<String>,
    exported_at: String,
    role_name: String,
}

//! The reports exported from each case: one row per PDF written, with the SHA-256 of its
//! bytes and its signer, so that an analyst can tell later which file was handed on.
//!
//! The store records what the application says it wrote; it reads no files. The full path
//! is kept: the store is the analyst's own, and nothing of this table goes into a shared
//! file (a `.gpucase` export carries the case document only).

use sqlx::Row;

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
}

impl Store {
    /// Records an exported report.
    pub async fn record_report(&self, report: &ExportedReport) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO reports (case_id, case_version, path, language, report_date, author, \
             sha256, bytes, signer, exported_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        )
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
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The reports exported from case `case_id`, newest first; empty when there are none
    /// (also for a case the store does not hold: its reports may have been exported unsaved).
    pub async fn reports(&self, case_id: &str) -> Result<Vec<ExportedReport>, StoreError> {
        let rows = sqlx::query(
            "SELECT case_id, case_version, path, language, report_date, author, sha256, bytes, \
             signer, exported_at FROM reports WHERE case_id = ? \
             ORDER BY exported_at DESC, id DESC",
        )
        .bind(case_id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(ExportedReport {
                    case_id: r.try_get("case_id")?,
                    case_version: r.try_get("case_version")?,
                    path: r.try_get("path")?,
                    language: r.try_get("language")?,
                    report_date: r.try_get("report_date")?,
                    author: r.try_get("author")?,
                    sha256: r.try_get("sha256")?,
                    bytes: r.try_get("bytes")?,
                    signer: r.try_get("signer")?,
                    exported_at: r.try_get("exported_at")?,
                })
            })
            .collect()
    }

    /// The latest saved version of case `case_id` whose document is `document` exactly, if
    /// any.
    pub async fn version_of(
        &self,
        case_id: &str,
        document: &str,
    ) -> Result<Option<i64>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT MAX(version) FROM case_versions WHERE case_id = ? AND sha256 = ?",
        )
        .bind(case_id)
        .bind(crate::hex_sha256(document))
        .fetch_one(&self.pool)
        .await?)
    }
}

//! Detached signatures over plain bytes: the same CMS SignedData as a report's signature
//! (SHA-256, the signer's certificate and chain, signing-certificate-v2), plus a signed
//! signing-time attribute, since there is no PDF dictionary to carry the claimed time.
//! gpucase uses it for scenario files, over their RFC 8785 canonical form.

use jiff::Timestamp;

use crate::certs::{self, DigestAlgorithm};
use crate::trust::{self, Trust, TrustAnchor, Untrusted};
use crate::verify::{CertificateInfo, Integrity};
use crate::{SignError, Signer, cms, pdf};

/// What verifying a detached signature found.
#[derive(Debug, Clone)]
pub struct DetachedReport {
    /// The signer: the common name of the signing certificate, when the signature carries
    /// it.
    pub signer: Option<String>,
    /// The signing time the signer claims (signed, but not a trusted time stamp).
    pub time: Option<Timestamp>,
    /// The signing certificate.
    pub certificate: Option<CertificateInfo>,
    /// Whether the bytes are as signed and the signature is the certificate key's.
    pub integrity: Integrity,
    /// Whether the certificate chains to a given trust anchor, at the signing time.
    pub trust: Trust,
}

impl DetachedReport {
    /// The bytes are unchanged and the signature is valid.
    #[must_use]
    pub fn is_intact(&self) -> bool {
        self.integrity == Integrity::Intact
    }
}

/// The DER CMS signature of `content` by `signer`, claiming the signing time `time`.
/// Deterministic: the same content, key and time give the same bytes.
///
/// # Errors
/// [`SignError::Cms`] when the structure cannot be built or the key fails to sign.
pub fn sign_bytes(content: &[u8], signer: &Signer, time: Timestamp) -> Result<Vec<u8>, SignError> {
    let seconds = u64::try_from(time.as_second())
        .map_err(|_| SignError::Cms(format!("signing time {time} is before 1970")))?;
    let digest = DigestAlgorithm::Sha256.digest(&[content]);
    cms::sign_detached(signer, &digest, std::time::Duration::from_secs(seconds))
        .map_err(SignError::Cms)
}

/// Checks the DER CMS `signature` against `content` and, when `anchors` are given, the
/// signer's chain at the claimed signing time. A signature that cannot be read is reported
/// as [`Integrity::Unreadable`] with the reason, never as an error or a panic.
#[must_use]
pub fn verify_bytes(content: &[u8], signature: &[u8], anchors: &[TrustAnchor]) -> DetachedReport {
    let mut report = DetachedReport {
        signer: None,
        time: None,
        certificate: None,
        integrity: Integrity::Unreadable {
            reason: String::new(),
        },
        trust: if anchors.is_empty() {
            Trust::NoAnchorGiven
        } else {
            Trust::NotTrusted {
                reason: Untrusted::Unreadable,
            }
        },
    };
    let parsed = match cms::parse(signature) {
        Ok(p) => p,
        Err(reason) => {
            report.integrity = Integrity::Unreadable { reason };
            return report;
        }
    };
    report.time = cms::signing_time(&parsed).map(|d| {
        Timestamp::from_second(i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
            .unwrap_or(Timestamp::MAX)
    });
    if let Some(cert) = &parsed.signer {
        let tbs = &cert.tbs_certificate;
        report.signer = Some(certs::display_name(&tbs.subject));
        let at = |d: std::time::Duration| {
            Timestamp::from_second(i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
                .unwrap_or(Timestamp::MAX)
        };
        report.certificate = Some(CertificateInfo {
            subject: tbs.subject.to_string(),
            issuer: tbs.issuer.to_string(),
            serial: pdf::hex(tbs.serial_number.as_bytes()),
            not_before: at(tbs.validity.not_before.to_unix_duration()),
            not_after: at(tbs.validity.not_after.to_unix_duration()),
        });
        report.trust = trust::evaluate(cert, &parsed.certificates, anchors, report.time);
    }
    report.integrity = match cms::check(&parsed, &[content]) {
        Ok(cms::Check::Valid) => Integrity::Intact,
        Ok(cms::Check::DigestMismatch) => Integrity::DigestMismatch,
        Ok(cms::Check::SignatureInvalid) => Integrity::SignatureInvalid,
        Err(reason) => Integrity::Unreadable { reason },
    };
    report
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn garbage_is_reported_unreadable_not_a_panic() {
        for signature in [
            &b""[..],
            b"not DER at all",
            &[0x30, 0x82, 0xff, 0xff, 0x00],
            &[0x30, 0x03, 0x06, 0x01, 0x00],
        ] {
            let report = verify_bytes(b"content", signature, &[]);
            assert!(
                matches!(report.integrity, Integrity::Unreadable { .. }),
                "{signature:?}: {report:?}"
            );
            assert_eq!(report.trust, Trust::NoAnchorGiven);
            assert!(!report.is_intact());
        }
    }
}

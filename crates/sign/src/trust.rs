//! Whether a signer's certificate chains to a trust anchor the reader gave: each certificate
//! on the path valid at the signing time, each signed by the next, each issuer a CA.
//!
//! Deliberately small: no revocation (CRL, OCSP), no name or policy constraints, no
//! extended-key-usage rules. It answers "did someone my organisation certified sign this",
//! not the whole of RFC 5280 §6; pdfsig and pyHanko apply the full rules in the tests.

use std::fmt;

use der::{Decode, Encode};
use jiff::Timestamp;
use x509_cert::Certificate;

use crate::VerifyError;
use crate::certs::{self, PublicKey};

/// A certificate trusted as the root of signers' chains: an organisation's CA, or a signer's
/// own certificate that the reader has checked by other means.
#[derive(Clone)]
pub struct TrustAnchor {
    certificate: Certificate,
}

impl fmt::Debug for TrustAnchor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("TrustAnchor").field(&self.name()).finish()
    }
}

/// Certificate paths longer than this are not followed.
const MAX_PATH: usize = 8;

impl TrustAnchor {
    /// Every `CERTIFICATE` block of a PEM file.
    ///
    /// # Errors
    /// [`VerifyError::TrustAnchor`] when a block does not decode or the file has none.
    pub fn from_pem(pem: &[u8]) -> Result<Vec<Self>, VerifyError> {
        let text = String::from_utf8_lossy(pem);
        let blocks =
            crate::key::pem_blocks(&text).map_err(|e| VerifyError::TrustAnchor(e.to_string()))?;
        let anchors: Vec<Self> = blocks
            .into_iter()
            .filter(|(label, _)| label == "CERTIFICATE")
            .map(|(_, der_bytes)| Self::from_der(&der_bytes))
            .collect::<Result<_, _>>()?;
        if anchors.is_empty() {
            return Err(VerifyError::TrustAnchor(
                "no CERTIFICATE block in the PEM file".into(),
            ));
        }
        Ok(anchors)
    }

    /// One DER certificate.
    ///
    /// # Errors
    /// [`VerifyError::TrustAnchor`] when it does not decode.
    pub fn from_der(der_bytes: &[u8]) -> Result<Self, VerifyError> {
        Certificate::from_der(der_bytes)
            .map(|certificate| Self { certificate })
            .map_err(|e| VerifyError::TrustAnchor(format!("not a DER certificate: {e}")))
    }

    /// The anchor's subject: its common name, else its distinguished name.
    #[must_use]
    pub fn name(&self) -> String {
        certs::display_name(&self.certificate.tbs_certificate.subject)
    }
}

/// Whether a signature's certificate chains to a given trust anchor.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Trust {
    /// A path to this anchor (its name) was found and checked.
    Trusted {
        /// The anchor's name.
        anchor: String,
    },
    /// No path to any anchor given could be checked; why.
    NotTrusted {
        /// The first reason found, naming the certificate at fault.
        reason: String,
    },
    /// No trust anchor was given, so trust was not evaluated.
    NoAnchorGiven,
}

/// The trust of `signer` at time `at`, with `pool` the certificates the signature carries.
pub(crate) fn evaluate(
    signer: &Certificate,
    pool: &[Certificate],
    anchors: &[TrustAnchor],
    at: Option<Timestamp>,
) -> Trust {
    if anchors.is_empty() {
        return Trust::NoAnchorGiven;
    }
    match path_to_anchor(signer, pool, anchors, at) {
        Ok(anchor) => Trust::Trusted { anchor },
        Err(reason) => Trust::NotTrusted { reason },
    }
}

fn path_to_anchor(
    signer: &Certificate,
    pool: &[Certificate],
    anchors: &[TrustAnchor],
    at: Option<Timestamp>,
) -> Result<String, String> {
    let Some(at) = at else {
        return Err(
            "the signature claims no signing time (/M) to check the certificates at".into(),
        );
    };
    may_sign_documents(signer)?;
    let mut current = signer.clone();
    // CA certificates between the signer and the issuer being checked, for the issuer's
    // path length constraint (RFC 5280, 4.2.1.9).
    for below in 0..MAX_PATH {
        valid_at(&current, at)?;
        let der = current.to_der().map_err(|e| e.to_string())?;
        if let Some(anchor) = anchors
            .iter()
            .find(|a| a.certificate.to_der().is_ok_and(|d| d == der))
        {
            return Ok(anchor.name());
        }
        let issuer_name = &current.tbs_certificate.issuer;
        let mut last_problem = None;
        for anchor in anchors
            .iter()
            .filter(|a| &a.certificate.tbs_certificate.subject == issuer_name)
        {
            match signed_by(&current, &anchor.certificate, true, below)
                .and_then(|()| valid_at(&anchor.certificate, at))
            {
                Ok(()) => return Ok(anchor.name()),
                Err(e) => last_problem = Some(e),
            }
        }
        if let Some(problem) = last_problem {
            return Err(problem);
        }
        let next = pool.iter().find(|c| {
            &c.tbs_certificate.subject == issuer_name
                && c.tbs_certificate != current.tbs_certificate
        });
        let Some(next) = next else {
            return Err(format!(
                "no path to a trust anchor: the issuer {:?} of {:?} is neither a trust anchor nor in the signature",
                certs::display_name(issuer_name),
                certs::display_name(&current.tbs_certificate.subject)
            ));
        };
        signed_by(&current, next, false, below)?;
        current = next.clone();
    }
    Err(format!("no trust anchor within {MAX_PATH} certificates"))
}

fn valid_at(cert: &Certificate, at: Timestamp) -> Result<(), String> {
    let validity = &cert.tbs_certificate.validity;
    let from = timestamp(validity.not_before.to_unix_duration());
    let to = timestamp(validity.not_after.to_unix_duration());
    if from <= at && at <= to {
        Ok(())
    } else {
        Err(format!(
            "the certificate {:?} was not valid at the signing time {at}: valid from {from} to {to}",
            certs::display_name(&cert.tbs_certificate.subject)
        ))
    }
}

fn timestamp(since_epoch: std::time::Duration) -> Timestamp {
    let seconds = i64::try_from(since_epoch.as_secs()).unwrap_or(i64::MAX);
    Timestamp::from_second(seconds).unwrap_or(Timestamp::MAX)
}

/// Whether the signer's certificate may sign documents: when it has a key usage extension,
/// that names digital signature or non-repudiation (RFC 5280, 4.2.1.3), as pdfsig and
/// pyHanko also require. Extended key usages are not restricted: corporate certificates
/// carry many kinds (e-mail protection, document signing, Microsoft's and Adobe's).
fn may_sign_documents(signer: &Certificate) -> Result<(), String> {
    let name = certs::display_name(&signer.tbs_certificate.subject);
    let usage = signer
        .tbs_certificate
        .get::<x509_cert::ext::pkix::KeyUsage>()
        .map_err(|e| format!("the certificate {name:?}: key usage: {e}"))?;
    match usage {
        Some((_, ku)) if !ku.digital_signature() && !ku.non_repudiation() => Err(format!(
            "the certificate {name:?} may not sign documents: its key usage names neither digital signature nor non-repudiation"
        )),
        _ => Ok(()),
    }
}

/// Whether `issuer` signed `cert` and may issue certificates: a CA by its basic
/// constraints, allowed `below` CA certificates under it by its path length constraint,
/// and, when it has a key usage extension, allowed to sign certificates. A trust anchor
/// without basic constraints (an X.509 v1 root) is taken as a CA by the reader's choice.
fn signed_by(
    cert: &Certificate,
    issuer: &Certificate,
    is_anchor: bool,
    below: usize,
) -> Result<(), String> {
    let issuer_name = certs::display_name(&issuer.tbs_certificate.subject);
    let constraints = issuer
        .tbs_certificate
        .get::<x509_cert::ext::pkix::BasicConstraints>()
        .map_err(|e| format!("the certificate {issuer_name:?}: basic constraints: {e}"))?;
    let (is_ca, path_len) = match constraints {
        Some((_, bc)) => (bc.ca, bc.path_len_constraint),
        None => (is_anchor, None),
    };
    if !is_ca {
        return Err(format!(
            "the certificate {issuer_name:?} is not a CA certificate, so it cannot issue others"
        ));
    }
    if let Some(limit) = path_len.filter(|&limit| below > usize::from(limit)) {
        return Err(format!(
            "the certificate {issuer_name:?} allows {limit} CA certificate(s) below it, the path has {below}"
        ));
    }
    let usage = issuer
        .tbs_certificate
        .get::<x509_cert::ext::pkix::KeyUsage>()
        .map_err(|e| format!("the certificate {issuer_name:?}: key usage: {e}"))?;
    if usage.is_some_and(|(_, ku)| !ku.key_cert_sign()) {
        return Err(format!(
            "the certificate {issuer_name:?} may not sign certificates: its key usage lacks certificate signing"
        ));
    }
    let key = PublicKey::of(issuer).map_err(|e| format!("the key of {issuer_name:?}: {e}"))?;
    let tbs = cert.tbs_certificate.to_der().map_err(|e| e.to_string())?;
    let Some(signature) = cert.signature.as_bytes() else {
        return Err("a certificate signature with unused bits".into());
    };
    match key.verify(&cert.signature_algorithm, None, &tbs, signature) {
        Ok(true) => Ok(()),
        Ok(false) => Err(format!(
            "the signature of {:?} by {issuer_name:?} does not verify",
            certs::display_name(&cert.tbs_certificate.subject)
        )),
        Err(unsupported) => Err(format!(
            "the certificate {:?}: unsupported {unsupported}",
            certs::display_name(&cert.tbs_certificate.subject)
        )),
    }
}

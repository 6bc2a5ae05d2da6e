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

use gpucase_message::{Describe, Message};

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
        reason: Untrusted,
    },
    /// No trust anchor was given, so trust was not evaluated.
    NoAnchorGiven,
}

/// Why a signer's certificate does not chain to a trust anchor: the first reason found on
/// the path, naming the certificate at fault by its subject. Says itself in a
/// `trust-reason-*` message of the catalogue, in the reader's language; what a certificate
/// library reports (a DER error) is its own words, shown as they are.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Untrusted {
    /// The signature could not be read, so no certificate could be checked.
    Unreadable,
    /// The signature claims no signing time (`/M`) to check the certificates at.
    NoSigningTime,
    /// The path ends at an issuer that is neither a trust anchor nor in the signature.
    NoPath {
        /// The issuer's name.
        issuer: String,
        /// The certificate it issued.
        subject: String,
    },
    /// No trust anchor within this many certificates.
    PathTooLong {
        /// The most followed.
        max: usize,
    },
    /// A certificate was not valid at the signing time.
    NotValidAt {
        /// The certificate.
        certificate: String,
        /// The signing time (RFC 3339).
        at: String,
        /// Valid from (RFC 3339).
        from: String,
        /// Valid to (RFC 3339).
        to: String,
    },
    /// The signer's key usage names neither digital signature nor non-repudiation.
    MayNotSignDocuments {
        /// The certificate.
        certificate: String,
    },
    /// An issuer that is not a CA certificate.
    NotCa {
        /// The issuer.
        certificate: String,
    },
    /// An issuer's path length constraint is smaller than the CA certificates below it.
    PathLength {
        /// The issuer.
        certificate: String,
        /// How many it allows.
        limit: u8,
        /// How many the path has.
        below: usize,
    },
    /// An issuer whose key usage lacks certificate signing.
    MayNotSignCertificates {
        /// The issuer.
        certificate: String,
    },
    /// A certificate's signature by its issuer does not verify.
    SignatureInvalid {
        /// The certificate.
        certificate: String,
        /// Its issuer.
        issuer: String,
    },
    /// A part of a certificate could not be read or is not supported: its key usage, its
    /// basic constraints, its key, its signature algorithm, its encoding.
    Unsupported {
        /// The certificate.
        certificate: String,
        /// The certificate library's words.
        detail: String,
    },
}

impl Describe for Untrusted {
    fn message(&self) -> Message {
        let cert = |id: &'static str, certificate: &str| {
            Message::new(id).text("certificate", certificate.to_owned())
        };
        match self {
            Untrusted::Unreadable => Message::new("trust-reason-unreadable"),
            Untrusted::NoSigningTime => Message::new("trust-reason-no-signing-time"),
            Untrusted::NoPath { issuer, subject } => Message::new("trust-reason-no-path")
                .text("issuer", issuer.clone())
                .text("certificate", subject.clone()),
            Untrusted::PathTooLong { max } => {
                Message::new("trust-reason-path-too-long").num("max", *max)
            }
            Untrusted::NotValidAt {
                certificate,
                at,
                from,
                to,
            } => cert("trust-reason-not-valid-at", certificate)
                .time("at", at.clone())
                .time("from", from.clone())
                .time("to", to.clone()),
            Untrusted::MayNotSignDocuments { certificate } => {
                cert("trust-reason-may-not-sign-documents", certificate)
            }
            Untrusted::NotCa { certificate } => cert("trust-reason-not-ca", certificate),
            Untrusted::PathLength {
                certificate,
                limit,
                below,
            } => cert("trust-reason-path-length", certificate)
                .num("limit", *limit)
                .num("below", *below),
            Untrusted::MayNotSignCertificates { certificate } => {
                cert("trust-reason-may-not-sign-certificates", certificate)
            }
            Untrusted::SignatureInvalid {
                certificate,
                issuer,
            } => cert("trust-reason-signature-invalid", certificate).text("issuer", issuer.clone()),
            Untrusted::Unsupported {
                certificate,
                detail,
            } => cert("trust-reason-unsupported", certificate).text("detail", detail.clone()),
        }
    }
}

gpucase_message::display_in_english!(Untrusted);

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
) -> Result<String, Untrusted> {
    let Some(at) = at else {
        return Err(Untrusted::NoSigningTime);
    };
    may_sign_documents(signer)?;
    let mut current = signer.clone();
    // CA certificates between the signer and the issuer being checked, for the issuer's
    // path length constraint (RFC 5280, 4.2.1.9).
    for below in 0..MAX_PATH {
        valid_at(&current, at)?;
        let der = current.to_der().map_err(|e| Untrusted::Unsupported {
            certificate: certs::display_name(&current.tbs_certificate.subject),
            detail: e.to_string(),
        })?;
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
            return Err(Untrusted::NoPath {
                issuer: certs::display_name(issuer_name),
                subject: certs::display_name(&current.tbs_certificate.subject),
            });
        };
        signed_by(&current, next, false, below)?;
        current = next.clone();
    }
    Err(Untrusted::PathTooLong { max: MAX_PATH })
}

fn valid_at(cert: &Certificate, at: Timestamp) -> Result<(), Untrusted> {
    let validity = &cert.tbs_certificate.validity;
    let from = timestamp(validity.not_before.to_unix_duration());
    let to = timestamp(validity.not_after.to_unix_duration());
    if from <= at && at <= to {
        Ok(())
    } else {
        Err(Untrusted::NotValidAt {
            certificate: certs::display_name(&cert.tbs_certificate.subject),
            at: at.to_string(),
            from: from.to_string(),
            to: to.to_string(),
        })
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
fn may_sign_documents(signer: &Certificate) -> Result<(), Untrusted> {
    let name = certs::display_name(&signer.tbs_certificate.subject);
    let usage = signer
        .tbs_certificate
        .get::<x509_cert::ext::pkix::KeyUsage>()
        .map_err(|e| unsupported(&name, "key usage", e))?;
    match usage {
        Some((_, ku)) if !ku.digital_signature() && !ku.non_repudiation() => {
            Err(Untrusted::MayNotSignDocuments { certificate: name })
        }
        _ => Ok(()),
    }
}

/// A part of certificate `name` that could not be read: the part's name in the
/// certificate standard's words (`key usage`, RFC 5280), then the library's.
fn unsupported(name: &str, part: &str, e: impl std::fmt::Display) -> Untrusted {
    Untrusted::Unsupported {
        certificate: name.to_owned(),
        detail: format!("{part}: {e}"),
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
) -> Result<(), Untrusted> {
    let issuer_name = certs::display_name(&issuer.tbs_certificate.subject);
    let constraints = issuer
        .tbs_certificate
        .get::<x509_cert::ext::pkix::BasicConstraints>()
        .map_err(|e| unsupported(&issuer_name, "basic constraints", e))?;
    let (is_ca, path_len) = match constraints {
        Some((_, bc)) => (bc.ca, bc.path_len_constraint),
        None => (is_anchor, None),
    };
    if !is_ca {
        return Err(Untrusted::NotCa {
            certificate: issuer_name,
        });
    }
    if let Some(limit) = path_len.filter(|&limit| below > usize::from(limit)) {
        return Err(Untrusted::PathLength {
            certificate: issuer_name,
            limit,
            below,
        });
    }
    let usage = issuer
        .tbs_certificate
        .get::<x509_cert::ext::pkix::KeyUsage>()
        .map_err(|e| unsupported(&issuer_name, "key usage", e))?;
    if usage.is_some_and(|(_, ku)| !ku.key_cert_sign()) {
        return Err(Untrusted::MayNotSignCertificates {
            certificate: issuer_name,
        });
    }
    let key = PublicKey::of(issuer).map_err(|e| unsupported(&issuer_name, "public key", e))?;
    let subject = certs::display_name(&cert.tbs_certificate.subject);
    let tbs = cert
        .tbs_certificate
        .to_der()
        .map_err(|e| unsupported(&subject, "encoding", e))?;
    let Some(signature) = cert.signature.as_bytes() else {
        return Err(unsupported(
            &subject,
            "signature",
            "a bit string with unused bits",
        ));
    };
    match key.verify(&cert.signature_algorithm, None, &tbs, signature) {
        Ok(true) => Ok(()),
        Ok(false) => Err(Untrusted::SignatureInvalid {
            certificate: subject,
            issuer: issuer_name,
        }),
        Err(e) => Err(unsupported(&subject, "signature algorithm", e)),
    }
}

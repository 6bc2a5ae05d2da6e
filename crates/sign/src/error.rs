//! The errors of loading a key, signing and verifying. Messages name what was wrong and what
//! would be right; they never contain a password or key material.

use gpucase_message::{Describe, Message};

/// Why a signing key and its certificates could not be loaded.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum KeyError {
    /// The password does not open the PKCS#12 file or the encrypted key.
    WrongPassword {
        /// What the password was for: `the PKCS#12 file` or `the encrypted private key`.
        what: &'static str,
    },
    /// The key is encrypted and no password was given.
    PasswordNeeded,
    /// The file holds certificates but no private key.
    NoKey {
        /// The file's kind: `the PKCS#12 file` or `the PEM key file`.
        what: &'static str,
    },
    /// The file holds a key but no certificate.
    NoCertificate {
        /// The file's kind.
        what: &'static str,
    },
    /// None of the certificates carries the private key's public key.
    KeyCertificateMismatch {
        /// The subject of the first certificate given.
        subject: String,
    },
    /// The key is of a type or size this crate does not sign with.
    UnsupportedKey {
        /// What was found, e.g. `EC key on secp384r1` or `RSA 1024 bits`.
        found: String,
    },
    /// The key or PKCS#12 file is protected by an algorithm this crate does not implement.
    UnsupportedProtection {
        /// The algorithm (name or OID).
        algorithm: String,
        /// Where it was found.
        what: &'static str,
    },
    /// The bytes are not what they claim to be.
    Malformed {
        /// What was being read: `PKCS#12 file`, `PEM key`, `certificate`.
        what: &'static str,
        /// The decoder's finding.
        detail: String,
    },
}

impl Describe for KeyError {
    /// Why a key or certificate could not be used. `what` names the file kind in English
    /// ("the PKCS#12 file"): this crate's fixed wording, passed through.
    fn message(&self) -> Message {
        let what = |id, what: &str| Message::new(id).text("what", what);
        match self {
            KeyError::WrongPassword { what: w } => what("error-key-wrong-password", w),
            KeyError::PasswordNeeded => Message::new("error-key-password-needed"),
            KeyError::NoKey { what: w } => what("error-key-no-key", w),
            KeyError::NoCertificate { what: w } => what("error-key-no-certificate", w),
            KeyError::KeyCertificateMismatch { subject } => {
                Message::new("error-key-mismatch").text("subject", subject.clone())
            }
            KeyError::UnsupportedKey { found } => {
                Message::new("error-key-unsupported").text("found", found.clone())
            }
            KeyError::UnsupportedProtection { algorithm, what } => {
                Message::new("error-key-unsupported-protection")
                    .text("algorithm", algorithm.clone())
                    .text("what", *what)
            }
            KeyError::Malformed { what, detail } => Message::new("error-key-malformed")
                .text("what", *what)
                .text("detail", detail.clone()),
        }
    }
}

gpucase_message::display_in_english!(KeyError);

/// Why a PDF could not be signed.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum SignError {
    /// The PDF's structure could not be read.
    Pdf(String),
    /// The PDF is encrypted; signing it would need its password and its encryption.
    Encrypted,
    /// The PDF has no page to put the signature block on.
    NoPage,
    /// The signature could not be computed or encoded.
    Cms(String),
    /// The font file given for the visible block cannot be read as a font.
    FontFile(gpucase_pdffont::FontError),
    /// The visible block's font could not be subset and embedded.
    Font(gpucase_pdffont::FontError),
}

impl Describe for SignError {
    /// Why a PDF could not be signed.
    fn message(&self) -> Message {
        match self {
            SignError::Pdf(d) => Message::detail("error-sign-pdf", d),
            SignError::Encrypted => Message::new("error-sign-encrypted"),
            SignError::NoPage => Message::new("error-sign-no-page"),
            SignError::Cms(d) => Message::detail("error-sign-cms", d),
            SignError::FontFile(e) => {
                Message::new("error-sign-font-file").message("reason", e.message())
            }
            SignError::Font(e) => Message::new("error-sign-font").message("reason", e.message()),
        }
    }
}

gpucase_message::display_in_english!(SignError);

/// Why a PDF could not be examined for signatures at all. Problems of one signature (a broken
/// `/ByteRange`, unreadable `/Contents`) are reported in its
/// [`SignatureReport`](crate::SignatureReport) instead, so that the others are still checked.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum VerifyError {
    /// The bytes do not start like a PDF.
    NotPdf,
    /// A trust anchor could not be read.
    TrustAnchor(String),
    /// More signature dictionaries than any signed document carries: a crafted file, not
    /// checked one by one.
    TooManySignatures {
        /// Those found.
        found: usize,
        /// The most checked.
        limit: usize,
    },
}

impl Describe for VerifyError {
    /// Why a PDF could not be verified at all.
    fn message(&self) -> Message {
        match self {
            VerifyError::NotPdf => Message::new("error-verify-not-pdf"),
            VerifyError::TrustAnchor(d) => Message::detail("error-verify-trust-anchor", d),
            VerifyError::TooManySignatures { found, limit } => {
                Message::new("error-verify-too-many-signatures")
                    .text("found", found.to_string())
                    .text("limit", limit.to_string())
            }
        }
    }
}

gpucase_message::display_in_english!(VerifyError);

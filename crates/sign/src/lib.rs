//! PDF signatures for gpucase reports: signing a rendered report with the analyst's own key
//! and certificate, and verifying signed PDFs.
//!
//! Signing ([`sign_pdf`]) appends one incremental update to the PDF: a signature field with
//! a visible block on the last page and a PAdES baseline-B signature (ETSI EN 319 142-1): a
//! detached CMS SignedData (SubFilter `ETSI.CAdES.detached`) over SHA-256, with the signed
//! attributes content-type, message-digest and signing-certificate-v2, and the signing time
//! in the signature dictionary's `/M`. The block is drawn with an embedded subset of DejaVu
//! Sans (or a font the caller gives, [`BlockFont`]), through `gpucase-pdffont` as the report
//! embeds its own fonts. The key comes from a PKCS#12 file or PEM files
//! ([`Signer`]); RSA (2048 bits or more) and ECDSA P-256 keys are supported, and both sign
//! deterministically, so the same PDF, key, options and time give the same bytes.
//!
//! Verifying ([`verify_pdf`]) reports for each signature who signed and when, whether the
//! signed bytes are intact, whether the signature covers the whole file or what was
//! appended after it, and whether the certificate chains to a [`TrustAnchor`] the reader
//! gave. It is a second opinion beside the independent validators the tests run (poppler's
//! `pdfsig`, pyHanko, `qpdf --check`), not a replacement for a qualified validation service:
//! it checks no revocation status and no trusted time.
//!
//! Boundary: bytes in, bytes out. This crate reads no files, no environment and no clock;
//! where the key and its password come from is the application's business
//! (`gpucase-app`'s `signing` module). Passwords are borrowed for the call, key material is
//! zeroed when dropped, and no `Debug` output or error message contains either.
//!
//! Detached signatures over plain bytes ([`sign_bytes`], [`verify_bytes`]) use the same CMS
//! structure, with a signed signing-time attribute; gpucase signs scenario files with them.
//!
//! Dependencies of note: the RSA implementation (`rsa` 0.9) carries advisory
//! RUSTSEC-2023-0071 (Marvin: timing leaks of its big-number arithmetic); see [`Signer`].

mod appearance;
mod certs;
mod cms;
mod detached;
mod error;
mod key;
mod oids;
mod pdf;
mod pkcs12;
mod revisions;
mod sign;
mod trust;
mod verify;

pub use detached::{DetachedReport, sign_bytes, verify_bytes};
pub use error::{KeyError, SignError, VerifyError};
pub use gpucase_pdffont::FontError;
pub use key::{CertificateWarning, Signer};
pub use sign::{BlockFont, SignOptions, sign_pdf};
pub use trust::{Trust, TrustAnchor, Untrusted};
pub use verify::{
    CertificateInfo, Coverage, Integrity, MAX_SIGNATURES, PageChanges, SignatureReport, verify_pdf,
};

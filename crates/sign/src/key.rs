//! The analyst's signing identity: a private key and the certificate chain that names it,
//! loaded from a PKCS#12 file or from PEM files.

use std::fmt;

use der::asn1::{BitString, OctetString};
use der::{Decode, Sequence};
use pkcs8::DecodePrivateKey;
use rsa::traits::PublicKeyParts;
use spki::AlgorithmIdentifierOwned;
use x509_cert::Certificate;
use zeroize::Zeroizing;

use crate::certs::{self, PublicKey};
use crate::{KeyError, oids, pkcs12};

/// What a validator will hold against a signing certificate ([`Signer::warnings`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CertificateWarning {
    /// The certificate expired before the signing time.
    Expired {
        /// End of its validity.
        not_after: jiff::Timestamp,
    },
    /// The certificate is not valid yet at the signing time.
    NotYetValid {
        /// Start of its validity.
        not_before: jiff::Timestamp,
    },
    /// Its key usage names neither digital signature nor non-repudiation (a key
    /// encipherment certificate, say): validators refuse it for documents.
    MayNotSign,
}

/// A private key and its certificate chain, ready to sign.
///
/// Supported keys: RSA of 2048 bits or more (PKCS#1 v1.5 signatures with SHA-256) and ECDSA
/// on P-256 (SHA-256, deterministic nonces per RFC 6979, so the same inputs sign to the same
/// bytes). The key's memory is zeroed when the `Signer` is dropped, and `Debug` shows only
/// the certificate's subject and the key type.
///
/// The RSA implementation (`rsa` 0.9) carries advisory RUSTSEC-2023-0071 (Marvin: timing
/// differences in its big-number arithmetic that a party timing many private-key operations
/// could exploit). Signing here blinds each operation, runs on the analyst's own machine and
/// on demand; an ECDSA P-256 key avoids the question altogether.
pub struct Signer {
    key: SigningKey,
    certificate: Certificate,
    chain: Vec<Certificate>,
}

enum SigningKey {
    Rsa(Box<rsa::RsaPrivateKey>),
    P256(p256::ecdsa::SigningKey),
}

impl fmt::Debug for Signer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Signer")
            .field(
                "subject",
                &self.certificate.tbs_certificate.subject.to_string(),
            )
            .field("key", &self.key_description())
            .field("chain", &self.chain.len())
            .finish_non_exhaustive()
    }
}

impl Signer {
    /// Opens a PKCS#12 (`.p12`, `.pfx`) file with its password and takes its private key and
    /// certificates (the one matching the key is the signer's; the others travel as its
    /// chain).
    ///
    /// # Errors
    /// [`KeyError::WrongPassword`], [`KeyError::NoKey`], [`KeyError::NoCertificate`],
    /// [`KeyError::KeyCertificateMismatch`], [`KeyError::UnsupportedKey`],
    /// [`KeyError::UnsupportedProtection`] or [`KeyError::Malformed`].
    pub fn from_pkcs12(bytes: &[u8], password: &str) -> Result<Self, KeyError> {
        let contents = pkcs12::open(bytes, password)?;
        let Some(key_der) = contents.keys.first() else {
            return Err(KeyError::NoKey {
                what: "the PKCS#12 file",
            });
        };
        let key = key_from_pkcs8(key_der)?;
        Self::with_certificates(key, contents.certificates, "the PKCS#12 file")
    }

    /// Takes a PEM private key and PEM certificates: the key as PKCS#8 (`PRIVATE KEY`, or
    /// `ENCRYPTED PRIVATE KEY` with `password`), PKCS#1 (`RSA PRIVATE KEY`) or SEC1
    /// (`EC PRIVATE KEY`); the certificates as one or more `CERTIFICATE` blocks, the
    /// signer's and its chain in any order.
    ///
    /// # Errors
    /// As [`Signer::from_pkcs12`], and [`KeyError::PasswordNeeded`] for an encrypted key
    /// without a password.
    pub fn from_pem(
        key_pem: &[u8],
        certs_pem: &[u8],
        password: Option<&str>,
    ) -> Result<Self, KeyError> {
        let key = key_from_pem(key_pem, password)?;
        let certificates = certificates_from_pem(certs_pem)?;
        Self::with_certificates(key, certificates, "the certificate file")
    }

    fn with_certificates(
        key: SigningKey,
        mut certificates: Vec<Certificate>,
        what: &'static str,
    ) -> Result<Self, KeyError> {
        let Some(first) = certificates.first() else {
            return Err(KeyError::NoCertificate { what });
        };
        let subject = first.tbs_certificate.subject.to_string();
        let Some(position) = certificates.iter().position(|c| key.matches(c)) else {
            return Err(KeyError::KeyCertificateMismatch { subject });
        };
        let certificate = certificates.remove(position);
        let chain = certs::order_chain(&certificate, certificates);
        Ok(Self {
            key,
            certificate,
            chain,
        })
    }

    /// The signer's name as a reader knows it: the certificate subject's common name (CN),
    /// else its whole distinguished name.
    #[must_use]
    pub fn name(&self) -> String {
        certs::display_name(&self.certificate.tbs_certificate.subject)
    }

    /// The certificate subject's distinguished name (RFC 4514 form).
    #[must_use]
    pub fn subject(&self) -> String {
        self.certificate.tbs_certificate.subject.to_string()
    }

    /// The key type: `RSA 2048` (with its size) or `ECDSA P-256`.
    #[must_use]
    pub fn key_description(&self) -> String {
        match &self.key {
            SigningKey::Rsa(k) => format!("RSA {}", k.size() * 8),
            SigningKey::P256(_) => "ECDSA P-256".into(),
        }
    }

    /// What a reader's validator will hold against this certificate when it signs at `at`:
    /// outside its validity, or a key usage that names neither digital signature nor
    /// non-repudiation (pdfsig and pyHanko refuse both). The signature is still made; the
    /// signer is told before it goes out.
    #[must_use]
    pub fn warnings(&self, at: jiff::Timestamp) -> Vec<CertificateWarning> {
        let tbs = &self.certificate.tbs_certificate;
        let time = |t: x509_cert::time::Time| {
            let seconds = i64::try_from(t.to_unix_duration().as_secs()).unwrap_or(i64::MAX);
            jiff::Timestamp::from_second(seconds).unwrap_or(jiff::Timestamp::MAX)
        };
        let not_before = time(tbs.validity.not_before);
        let not_after = time(tbs.validity.not_after);
        let mut out = Vec::new();
        if at > not_after {
            out.push(CertificateWarning::Expired { not_after });
        }
        if at < not_before {
            out.push(CertificateWarning::NotYetValid { not_before });
        }
        let usage = tbs.get::<x509_cert::ext::pkix::KeyUsage>();
        if let Ok(Some((_, ku))) = usage
            && !ku.digital_signature()
            && !ku.non_repudiation()
        {
            out.push(CertificateWarning::MayNotSign);
        }
        out
    }

    pub(crate) fn certificate(&self) -> &Certificate {
        &self.certificate
    }

    pub(crate) fn chain(&self) -> &[Certificate] {
        &self.chain
    }

    /// The CMS signatureAlgorithm of this key's signatures.
    pub(crate) fn signature_algorithm(&self) -> AlgorithmIdentifierOwned {
        match &self.key {
            // rsaEncryption with NULL parameters, as RFC 3370 §3.2 and OpenSSL's `cms` write.
            SigningKey::Rsa(_) => AlgorithmIdentifierOwned {
                oid: oids::RSA_ENCRYPTION,
                parameters: Some(der::asn1::Null.into()),
            },
            // RFC 5758 §3.2: no parameters.
            SigningKey::P256(_) => AlgorithmIdentifierOwned {
                oid: oids::ECDSA_WITH_SHA256,
                parameters: None,
            },
        }
    }

    /// The longest signature this key makes, in bytes: the modulus for RSA, a DER
    /// ECDSA-Sig-Value with two 33-byte integers for P-256.
    pub(crate) fn max_signature_len(&self) -> usize {
        match &self.key {
            SigningKey::Rsa(k) => k.size(),
            SigningKey::P256(_) => 72,
        }
    }

    /// Signs `message` with SHA-256.
    pub(crate) fn sign(&self, message: &[u8]) -> Result<Vec<u8>, String> {
        use sha2::Digest;
        match &self.key {
            SigningKey::Rsa(k) => {
                let digest = sha2::Sha256::digest(message);
                // Blinded; PKCS#1 v1.5 is deterministic, so the bytes do not depend on it.
                k.sign_with_rng(
                    &mut rand_core::OsRng,
                    rsa::Pkcs1v15Sign::new::<sha2::Sha256>(),
                    &digest,
                )
                .map_err(|e| e.to_string())
            }
            SigningKey::P256(k) => {
                use p256::ecdsa::signature::Signer as _;
                let signature: p256::ecdsa::Signature =
                    k.try_sign(message).map_err(|e| e.to_string())?;
                Ok(signature.to_der().as_bytes().to_vec())
            }
        }
    }
}

impl SigningKey {
    fn matches(&self, cert: &Certificate) -> bool {
        match (self, PublicKey::of(cert)) {
            (Self::Rsa(k), Ok(PublicKey::Rsa(p))) => k.to_public_key() == p,
            (Self::P256(k), Ok(PublicKey::P256(p))) => {
                k.verifying_key().as_affine() == p.as_affine()
            }
            _ => false,
        }
    }

    fn rsa(key: rsa::RsaPrivateKey) -> Result<Self, KeyError> {
        let bits = key.size() * 8;
        if bits < 2048 {
            return Err(KeyError::UnsupportedKey {
                found: format!("RSA {bits} bits"),
            });
        }
        Ok(Self::Rsa(Box::new(key)))
    }
}

fn malformed_key(detail: impl fmt::Display) -> KeyError {
    KeyError::Malformed {
        what: "private key",
        detail: detail.to_string(),
    }
}

/// A key from PKCS#8 `PrivateKeyInfo` DER.
fn key_from_pkcs8(der_bytes: &[u8]) -> Result<SigningKey, KeyError> {
    let info = pkcs8::PrivateKeyInfo::from_der(der_bytes).map_err(malformed_key)?;
    let algorithm = info.algorithm.oid;
    if algorithm == oids::RSA_ENCRYPTION {
        SigningKey::rsa(rsa::RsaPrivateKey::from_pkcs8_der(der_bytes).map_err(malformed_key)?)
    } else if algorithm == oids::EC_PUBLIC_KEY {
        match info.algorithm.parameters_oid() {
            Ok(curve) if curve == oids::P256 => {
                let secret = p256::SecretKey::from_pkcs8_der(der_bytes).map_err(malformed_key)?;
                Ok(SigningKey::P256(secret.into()))
            }
            Ok(curve) => Err(KeyError::UnsupportedKey {
                found: format!("EC key on {}", oids::curve_name(curve)),
            }),
            Err(_) => Err(KeyError::UnsupportedKey {
                found: "EC key without a named curve".into(),
            }),
        }
    } else if algorithm == oids::RSA_PSS {
        Err(KeyError::UnsupportedKey {
            found: "RSA-PSS key".into(),
        })
    } else {
        Err(KeyError::UnsupportedKey {
            found: oids::describe(algorithm),
        })
    }
}

/// SEC1 `ECPrivateKey` (RFC 5915 §3), read only to name its curve.
#[derive(Sequence)]
struct Sec1Key {
    version: u8,
    private_key: OctetString,
    #[asn1(context_specific = "0", optional = "true")]
    parameters: Option<const_oid::ObjectIdentifier>,
    #[asn1(context_specific = "1", optional = "true")]
    public_key: Option<BitString>,
}

fn key_from_pem(pem: &[u8], password: Option<&str>) -> Result<SigningKey, KeyError> {
    let text = String::from_utf8_lossy(pem);
    if text.contains("Proc-Type: 4,ENCRYPTED") {
        return Err(KeyError::UnsupportedProtection {
            algorithm: "OpenSSL's legacy PEM encryption (Proc-Type: 4,ENCRYPTED)".into(),
            what: "the PEM key file",
        });
    }
    for (label, der_bytes) in pem_blocks(&text)? {
        match label.as_str() {
            "PRIVATE KEY" => return key_from_pkcs8(&der_bytes),
            "RSA PRIVATE KEY" => {
                use rsa::pkcs1::DecodeRsaPrivateKey;
                return SigningKey::rsa(
                    rsa::RsaPrivateKey::from_pkcs1_der(&der_bytes).map_err(malformed_key)?,
                );
            }
            "EC PRIVATE KEY" => {
                let parsed = Sec1Key::from_der(&der_bytes).map_err(malformed_key)?;
                return match parsed.parameters {
                    Some(curve) if curve != oids::P256 => Err(KeyError::UnsupportedKey {
                        found: format!("EC key on {}", oids::curve_name(curve)),
                    }),
                    _ if parsed.private_key.as_bytes().len() != 32 => {
                        Err(KeyError::UnsupportedKey {
                            found: format!(
                                "EC key of {} bits",
                                parsed.private_key.as_bytes().len() * 8
                            ),
                        })
                    }
                    _ => Ok(SigningKey::P256(
                        p256::SecretKey::from_sec1_der(&der_bytes)
                            .map_err(malformed_key)?
                            .into(),
                    )),
                };
            }
            "ENCRYPTED PRIVATE KEY" => {
                let Some(password) = password else {
                    return Err(KeyError::PasswordNeeded);
                };
                let encrypted = ::pkcs12::pbe_params::EncryptedPrivateKeyInfo::from_der(&der_bytes)
                    .map_err(malformed_key)?;
                let mut bmp = Zeroizing::new(Vec::new());
                for unit in password.encode_utf16() {
                    bmp.extend_from_slice(&unit.to_be_bytes());
                }
                bmp.extend_from_slice(&[0, 0]);
                let what = "the encrypted private key";
                let plain = pkcs12::decrypt(
                    &encrypted.encryption_algorithm,
                    password,
                    &bmp,
                    encrypted.encrypted_data.as_bytes(),
                    what,
                )
                .map_err(|e| match e {
                    KeyError::Malformed { .. } => KeyError::WrongPassword { what },
                    other => other,
                })?;
                // A wrong password can still unpad by chance; then the DER does not parse.
                return key_from_pkcs8(&plain).map_err(|e| match e {
                    KeyError::Malformed { .. } => KeyError::WrongPassword { what },
                    other => other,
                });
            }
            _ => {}
        }
    }
    Err(KeyError::NoKey {
        what: "the PEM key file",
    })
}

fn certificates_from_pem(pem: &[u8]) -> Result<Vec<Certificate>, KeyError> {
    let text = String::from_utf8_lossy(pem);
    pem_blocks(&text)?
        .into_iter()
        .filter(|(label, _)| label == "CERTIFICATE")
        .map(|(_, der_bytes)| {
            Certificate::from_der(&der_bytes).map_err(|e| KeyError::Malformed {
                what: "certificate",
                detail: e.to_string(),
            })
        })
        .collect()
}

/// One PEM block: its label and its DER, zeroed when dropped.
pub(crate) type PemBlock = (String, Zeroizing<Vec<u8>>);

/// The PEM blocks of a text, label and DER, in order. Text around the blocks (OpenSSL's
/// `Bag Attributes` lines, comments) is skipped.
pub(crate) fn pem_blocks(text: &str) -> Result<Vec<PemBlock>, KeyError> {
    let mut blocks = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find("-----BEGIN ") {
        let after = &rest[start..];
        let Some(label_end) = after[11..].find("-----") else {
            break;
        };
        let label = &after[11..11 + label_end];
        let end_marker = format!("-----END {label}-----");
        let Some(end) = after.find(&end_marker) else {
            return Err(KeyError::Malformed {
                what: "PEM file",
                detail: format!("no {end_marker} line"),
            });
        };
        let block = &after[..end + end_marker.len()];
        let (decoded_label, der_bytes) =
            der::pem::decode_vec(block.as_bytes()).map_err(|e| KeyError::Malformed {
                what: "PEM file",
                detail: format!("{label} block: {e}"),
            })?;
        blocks.push((decoded_label.to_owned(), Zeroizing::new(der_bytes)));
        rest = &after[end + end_marker.len()..];
    }
    Ok(blocks)
}

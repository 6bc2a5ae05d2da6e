//! Reading X.509 certificates: names for people, public keys for signatures, and ordering a
//! bag of certificates into a chain.

use der::{Encode, Tag, Tagged};
use spki::DecodePublicKey;
use x509_cert::Certificate;
use x509_cert::name::Name;

use crate::oids;

/// The common name (CN) of a distinguished name, when it has one.
pub(crate) fn common_name(name: &Name) -> Option<String> {
    for rdn in name.0.iter().rev() {
        for atv in rdn.0.iter() {
            if atv.oid == oids::COMMON_NAME {
                return directory_string(&atv.value);
            }
        }
    }
    None
}

/// The text of an X.520 DirectoryString (RFC 5280 §4.1.2.4).
fn directory_string(value: &der::Any) -> Option<String> {
    let bytes = value.value();
    match value.tag() {
        Tag::Utf8String | Tag::PrintableString | Tag::Ia5String | Tag::TeletexString => {
            Some(String::from_utf8_lossy(bytes).into_owned())
        }
        Tag::BmpString => {
            let units: Vec<u16> = bytes
                .chunks_exact(2)
                .map(|c| u16::from_be_bytes([c[0], c[1]]))
                .collect();
            Some(String::from_utf16_lossy(&units))
        }
        _ => None,
    }
}

/// The name to show for a certificate's subject: its CN, else the whole DN.
pub(crate) fn display_name(name: &Name) -> String {
    common_name(name).unwrap_or_else(|| name.to_string())
}

/// A public key this crate verifies signatures with.
pub(crate) enum PublicKey {
    Rsa(rsa::RsaPublicKey),
    P256(p256::PublicKey),
}

impl PublicKey {
    /// The public key of a certificate, or a description of the unsupported one.
    pub(crate) fn of(cert: &Certificate) -> Result<Self, String> {
        let spki = &cert.tbs_certificate.subject_public_key_info;
        let der = spki.to_der().map_err(|e| e.to_string())?;
        if spki.algorithm.oid == oids::RSA_ENCRYPTION {
            rsa::RsaPublicKey::from_public_key_der(&der)
                .map(Self::Rsa)
                .map_err(|e| format!("RSA public key: {e}"))
        } else if spki.algorithm.oid == oids::EC_PUBLIC_KEY {
            let curve = spki
                .algorithm
                .parameters
                .as_ref()
                .and_then(|p| p.decode_as::<const_oid::ObjectIdentifier>().ok());
            match curve {
                Some(c) if c == oids::P256 => p256::PublicKey::from_public_key_der(&der)
                    .map(Self::P256)
                    .map_err(|e| format!("EC public key: {e}")),
                Some(c) => Err(format!("EC key on {}", oids::curve_name(c))),
                None => Err("EC key without a named curve".into()),
            }
        } else {
            Err(oids::describe(spki.algorithm.oid))
        }
    }
}

/// Orders `others` as the chain above `leaf`: its issuer first, then that one's issuer, and
/// any certificates outside the path after them (they still travel in the signature).
pub(crate) fn order_chain(leaf: &Certificate, mut others: Vec<Certificate>) -> Vec<Certificate> {
    let mut chain = Vec::with_capacity(others.len());
    let mut current = leaf.clone();
    while current.tbs_certificate.issuer != current.tbs_certificate.subject {
        let Some(pos) = others
            .iter()
            .position(|c| c.tbs_certificate.subject == current.tbs_certificate.issuer)
        else {
            break;
        };
        let next = others.remove(pos);
        chain.push(next.clone());
        current = next;
    }
    chain.extend(others);
    chain
}

/// The SHA-256 of a certificate's DER, as ESSCertIDv2 carries it.
pub(crate) fn sha256(cert: &Certificate) -> Result<[u8; 32], der::Error> {
    use sha2::Digest;
    Ok(sha2::Sha256::digest(cert.to_der()?).into())
}

/// A digest algorithm a signature may use. SHA-1 is refused: collisions are practical.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum DigestAlgorithm {
    Sha256,
    Sha384,
    Sha512,
}

impl DigestAlgorithm {
    pub(crate) fn from_oid(oid: const_oid::ObjectIdentifier) -> Result<Self, String> {
        if oid == oids::SHA256 {
            Ok(Self::Sha256)
        } else if oid == oids::SHA384 {
            Ok(Self::Sha384)
        } else if oid == oids::SHA512 {
            Ok(Self::Sha512)
        } else {
            Err(format!("digest algorithm {}", oids::describe(oid)))
        }
    }

    /// The digest of the concatenation of `parts`.
    pub(crate) fn digest(self, parts: &[&[u8]]) -> Vec<u8> {
        use sha2::Digest;
        fn run<D: Digest>(parts: &[&[u8]]) -> Vec<u8> {
            let mut d = D::new();
            for p in parts {
                d.update(p);
            }
            d.finalize().to_vec()
        }
        match self {
            Self::Sha256 => run::<sha2::Sha256>(parts),
            Self::Sha384 => run::<sha2::Sha384>(parts),
            Self::Sha512 => run::<sha2::Sha512>(parts),
        }
    }
}

impl PublicKey {
    /// Whether `signature` is this key's signature of `message` under `algorithm` (a CMS or
    /// X.509 signature algorithm); `digest` is the digest to use where the algorithm does not
    /// name one (plain `rsaEncryption` in CMS). `Err` names an unsupported combination.
    pub(crate) fn verify(
        &self,
        algorithm: &spki::AlgorithmIdentifierOwned,
        digest: Option<DigestAlgorithm>,
        message: &[u8],
        signature: &[u8],
    ) -> Result<bool, String> {
        let oid = algorithm.oid;
        let named = if oid == oids::SHA256_WITH_RSA || oid == oids::ECDSA_WITH_SHA256 {
            Some(DigestAlgorithm::Sha256)
        } else if oid == oids::SHA384_WITH_RSA || oid == oids::ECDSA_WITH_SHA384 {
            Some(DigestAlgorithm::Sha384)
        } else if oid == oids::SHA512_WITH_RSA || oid == oids::ECDSA_WITH_SHA512 {
            Some(DigestAlgorithm::Sha512)
        } else {
            None
        };
        let is_rsa = [
            oids::RSA_ENCRYPTION,
            oids::SHA256_WITH_RSA,
            oids::SHA384_WITH_RSA,
            oids::SHA512_WITH_RSA,
        ]
        .contains(&oid);
        let is_ecdsa = [
            oids::EC_PUBLIC_KEY,
            oids::ECDSA_WITH_SHA256,
            oids::ECDSA_WITH_SHA384,
            oids::ECDSA_WITH_SHA512,
        ]
        .contains(&oid);
        let Some(hash) = named.or(digest) else {
            return Err(format!("signature algorithm {}", oids::describe(oid)));
        };
        let hashed = hash.digest(&[message]);
        match self {
            Self::Rsa(key) if is_rsa => {
                let padding = match hash {
                    DigestAlgorithm::Sha256 => rsa::Pkcs1v15Sign::new::<sha2::Sha256>(),
                    DigestAlgorithm::Sha384 => rsa::Pkcs1v15Sign::new::<sha2::Sha384>(),
                    DigestAlgorithm::Sha512 => rsa::Pkcs1v15Sign::new::<sha2::Sha512>(),
                };
                Ok(key.verify(padding, &hashed, signature).is_ok())
            }
            Self::P256(key) if is_ecdsa => {
                use p256::ecdsa::signature::hazmat::PrehashVerifier;
                let Ok(signature) = p256::ecdsa::Signature::from_der(signature) else {
                    return Ok(false);
                };
                Ok(p256::ecdsa::VerifyingKey::from(key)
                    .verify_prehash(&hashed, &signature)
                    .is_ok())
            }
            _ => Err(format!(
                "signature algorithm {} with a {} key",
                oids::describe(oid),
                match self {
                    Self::Rsa(_) => "RSA",
                    Self::P256(_) => "P-256",
                }
            )),
        }
    }
}

//! The object identifiers this crate reads and writes, with their source.

use const_oid::ObjectIdentifier as Oid;

const fn oid(s: &str) -> Oid {
    Oid::new_unwrap(s)
}

// CMS content types (RFC 5652 §4, §5.1, §8) and PKCS#9 attributes (RFC 2985).
pub(crate) const DATA: Oid = oid("1.2.840.113549.1.7.1");
pub(crate) const SIGNED_DATA: Oid = oid("1.2.840.113549.1.7.2");
pub(crate) const ENCRYPTED_DATA: Oid = oid("1.2.840.113549.1.7.6");
pub(crate) const CONTENT_TYPE: Oid = oid("1.2.840.113549.1.9.3");
pub(crate) const MESSAGE_DIGEST: Oid = oid("1.2.840.113549.1.9.4");
pub(crate) const SIGNING_TIME: Oid = oid("1.2.840.113549.1.9.5");
/// id-aa-signingCertificateV2 (RFC 5035 §3).
pub(crate) const SIGNING_CERTIFICATE_V2: Oid = oid("1.2.840.113549.1.9.16.2.47");

// Digests (RFC 3279, RFC 5754).
pub(crate) const SHA1: Oid = oid("1.3.14.3.2.26");
pub(crate) const SHA224: Oid = oid("2.16.840.1.101.3.4.2.4");
pub(crate) const SHA256: Oid = oid("2.16.840.1.101.3.4.2.1");
pub(crate) const SHA384: Oid = oid("2.16.840.1.101.3.4.2.2");
pub(crate) const SHA512: Oid = oid("2.16.840.1.101.3.4.2.3");

// Keys and signatures (RFC 8017, RFC 5480, RFC 5758).
pub(crate) const RSA_ENCRYPTION: Oid = oid("1.2.840.113549.1.1.1");
pub(crate) const SHA256_WITH_RSA: Oid = oid("1.2.840.113549.1.1.11");
pub(crate) const SHA384_WITH_RSA: Oid = oid("1.2.840.113549.1.1.12");
pub(crate) const SHA512_WITH_RSA: Oid = oid("1.2.840.113549.1.1.13");
pub(crate) const RSA_PSS: Oid = oid("1.2.840.113549.1.1.10");
pub(crate) const EC_PUBLIC_KEY: Oid = oid("1.2.840.10045.2.1");
pub(crate) const P256: Oid = oid("1.2.840.10045.3.1.7");
pub(crate) const ECDSA_WITH_SHA256: Oid = oid("1.2.840.10045.4.3.2");
pub(crate) const ECDSA_WITH_SHA384: Oid = oid("1.2.840.10045.4.3.3");
pub(crate) const ECDSA_WITH_SHA512: Oid = oid("1.2.840.10045.4.3.4");

// PKCS#12 bags and password-based encryption (RFC 7292 appendix C and D; RFC 8018 A.4).
pub(crate) const KEY_BAG: Oid = oid("1.2.840.113549.1.12.10.1.1");
pub(crate) const PKCS8_SHROUDED_KEY_BAG: Oid = oid("1.2.840.113549.1.12.10.1.2");
pub(crate) const CERT_BAG: Oid = oid("1.2.840.113549.1.12.10.1.3");
pub(crate) const SAFE_CONTENTS_BAG: Oid = oid("1.2.840.113549.1.12.10.1.6");
pub(crate) const X509_CERTIFICATE: Oid = oid("1.2.840.113549.1.9.22.1");
pub(crate) const PBE_SHA1_RC2_128: Oid = oid("1.2.840.113549.1.12.1.5");
pub(crate) const PBE_SHA1_RC2_40: Oid = oid("1.2.840.113549.1.12.1.6");
pub(crate) const PBE_SHA1_3DES: Oid = oid("1.2.840.113549.1.12.1.3");
pub(crate) const PBE_SHA1_2DES: Oid = oid("1.2.840.113549.1.12.1.4");
pub(crate) const PBES2: Oid = oid("1.2.840.113549.1.5.13");

// X.509 (RFC 5280 §4.1.2.4).
pub(crate) const COMMON_NAME: Oid = oid("2.5.4.3");

/// A readable name for an OID from the database of `const-oid`, or its dotted form.
pub(crate) fn describe(oid: Oid) -> String {
    match const_oid::db::DB.by_oid(&oid) {
        Some(name) => format!("{name} ({oid})"),
        None => oid.to_string(),
    }
}

/// A readable name of a curve OID for an unsupported-key message.
pub(crate) fn curve_name(oid: Oid) -> String {
    match oid.to_string().as_str() {
        "1.3.132.0.34" => "secp384r1 (P-384)".into(),
        "1.3.132.0.35" => "secp521r1 (P-521)".into(),
        "1.3.132.0.10" => "secp256k1".into(),
        _ => describe(oid),
    }
}

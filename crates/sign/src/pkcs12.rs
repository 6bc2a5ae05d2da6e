//! Opening a PKCS#12 (`.p12`, `.pfx`) file: the integrity MAC, the encrypted bags, the
//! private key and the certificates (RFC 7292).
//!
//! Supported protections, which cover what OpenSSL 1.x and 3.x (`-legacy` included) and
//! Windows' certificate export write: PBES2 with PBKDF2 (HMAC-SHA-1/224/256/384/512) and
//! AES-CBC or 3DES-CBC (RFC 8018), and the PKCS#12 PBE schemes with SHA-1 and 3DES (3- and
//! 2-key) or RC2 (40 and 128 bits) (RFC 7292, appendix C). Integrity: HMAC with SHA-1 or
//! SHA-2 under the PKCS#12 key derivation (appendix B). Not supported: scrypt (its cost is
//! the file's to choose), PBMAC1, public-key integrity mode; BER-only encodings (indefinite
//! lengths) are refused as malformed.

use cbc::cipher::{BlockDecryptMut, InnerIvInit, KeyInit, KeyIvInit, block_padding::Pkcs7};
use der::asn1::{ContextSpecific, OctetString};
use der::{Any, Decode, Encode};
use hmac::{Mac, SimpleHmac};
use pkcs12::kdf::Pkcs12KeyType;
use spki::AlgorithmIdentifierOwned;
use x509_cert::Certificate;
use zeroize::Zeroizing;

use crate::KeyError;
use crate::oids;

/// What a PKCS#12 file holds: private keys (PKCS#8 DER) and certificates.
pub(crate) struct Pkcs12Contents {
    pub keys: Vec<Zeroizing<Vec<u8>>>,
    pub certificates: Vec<Certificate>,
}

const WHAT: &str = "the PKCS#12 file";

/// The most key-derivation iterations a file may ask for: ten times the 1,000,000 that
/// careful exporters use today, and a bound on the time a hostile file can take.
const MAX_ITERATIONS: u32 = 10_000_000;

/// Nesting of safe-contents bags deeper than this is not an export but an attack.
const MAX_NESTING: usize = 4;

fn malformed(detail: impl std::fmt::Display) -> KeyError {
    KeyError::Malformed {
        what: "PKCS#12 file",
        detail: detail.to_string(),
    }
}

/// The password as PKCS#12's key derivation takes it: UTF-16BE with two zero bytes (RFC
/// 7292, appendix B.1), except that an empty password is, by OpenSSL's reading, no bytes.
fn bmp_password(password: &str) -> Zeroizing<Vec<u8>> {
    let mut out = Zeroizing::new(Vec::with_capacity(password.len() * 2 + 2));
    if password.is_empty() {
        return out;
    }
    for unit in password.encode_utf16() {
        out.extend_from_slice(&unit.to_be_bytes());
    }
    out.extend_from_slice(&[0, 0]);
    out
}

/// Opens `bytes` with `password`.
pub(crate) fn open(bytes: &[u8], password: &str) -> Result<Pkcs12Contents, KeyError> {
    let pfx = pkcs12::pfx::Pfx::from_der(bytes).map_err(malformed)?;
    if pfx.auth_safe.content_type != oids::DATA {
        return Err(KeyError::UnsupportedProtection {
            algorithm: format!("public-key integrity mode ({})", pfx.auth_safe.content_type),
            what: WHAT,
        });
    }
    let auth_safe = pfx
        .auth_safe
        .content
        .decode_as::<OctetString>()
        .map_err(malformed)?;
    let password_bmp = bmp_password(password);
    let mac_checked = match &pfx.mac_data {
        Some(mac) => {
            check_mac(mac, &password_bmp, auth_safe.as_bytes())?;
            true
        }
        None => false,
    };
    let content_infos =
        Vec::<cms::content_info::ContentInfo>::from_der(auth_safe.as_bytes()).map_err(malformed)?;
    let mut contents = Pkcs12Contents {
        keys: Vec::new(),
        certificates: Vec::new(),
    };
    let wrong_password = |e: KeyError| match e {
        // Without a MAC, a decryption that fails its padding is the only sign of a wrong
        // password; with a verified MAC the password is right and the file is broken.
        KeyError::Malformed { .. } if !mac_checked => KeyError::WrongPassword { what: WHAT },
        other => other,
    };
    for info in content_infos {
        let safe_contents = if info.content_type == oids::DATA {
            Zeroizing::new(
                info.content
                    .decode_as::<OctetString>()
                    .map_err(malformed)?
                    .into_bytes(),
            )
        } else if info.content_type == oids::ENCRYPTED_DATA {
            let encrypted = info
                .content
                .decode_as::<cms::encrypted_data::EncryptedData>()
                .map_err(malformed)?;
            let info = encrypted.enc_content_info;
            let ciphertext = info
                .encrypted_content
                .ok_or_else(|| malformed("encrypted bag without content"))?;
            decrypt(
                &info.content_enc_alg,
                password,
                &password_bmp,
                ciphertext.as_bytes(),
                WHAT,
            )
            .map_err(wrong_password)?
        } else {
            // Enveloped (public-key privacy mode) bags are for another recipient's key.
            continue;
        };
        read_safe_contents(&safe_contents, password, &password_bmp, 0, &mut contents)
            .map_err(wrong_password)?;
    }
    Ok(contents)
}

fn check_mac(
    mac: &pkcs12::mac_data::MacData,
    password_bmp: &[u8],
    data: &[u8],
) -> Result<(), KeyError> {
    let iterations = iterations(mac.iterations)?;
    let salt = mac.mac_salt.as_bytes();
    let expected = mac.mac.digest.as_bytes();
    let algorithm = mac.mac.algorithm.oid;
    let matches = if algorithm == oids::SHA1 {
        hmac_matches::<sha1::Sha1>(password_bmp, salt, iterations, data, expected)
    } else if algorithm == oids::SHA224 {
        hmac_matches::<sha2::Sha224>(password_bmp, salt, iterations, data, expected)
    } else if algorithm == oids::SHA256 {
        hmac_matches::<sha2::Sha256>(password_bmp, salt, iterations, data, expected)
    } else if algorithm == oids::SHA384 {
        hmac_matches::<sha2::Sha384>(password_bmp, salt, iterations, data, expected)
    } else if algorithm == oids::SHA512 {
        hmac_matches::<sha2::Sha512>(password_bmp, salt, iterations, data, expected)
    } else {
        return Err(KeyError::UnsupportedProtection {
            algorithm: format!("integrity MAC {algorithm}"),
            what: WHAT,
        });
    };
    if matches {
        Ok(())
    } else {
        Err(KeyError::WrongPassword { what: WHAT })
    }
}

fn hmac_matches<D>(
    password_bmp: &[u8],
    salt: &[u8],
    iterations: i32,
    data: &[u8],
    expected: &[u8],
) -> bool
where
    D: sha2::Digest + sha2::digest::FixedOutputReset + sha2::digest::core_api::BlockSizeUser,
{
    let size = <D as sha2::Digest>::output_size();
    let key = Zeroizing::new(pkcs12::kdf::derive_key::<D>(
        password_bmp,
        salt,
        Pkcs12KeyType::Mac,
        iterations,
        size,
    ));
    let Ok(mut mac) = <SimpleHmac<D> as KeyInit>::new_from_slice(&key) else {
        return false;
    };
    mac.update(data);
    mac.verify_slice(expected).is_ok()
}

fn iterations(count: i32) -> Result<i32, KeyError> {
    match u32::try_from(count) {
        Ok(n) if (1..=MAX_ITERATIONS).contains(&n) => Ok(count),
        _ => Err(malformed(format!(
            "{count} key-derivation iterations (1 to {MAX_ITERATIONS} expected)"
        ))),
    }
}

fn read_safe_contents(
    der_bytes: &[u8],
    password: &str,
    password_bmp: &[u8],
    depth: usize,
    out: &mut Pkcs12Contents,
) -> Result<(), KeyError> {
    if depth > MAX_NESTING {
        return Err(malformed("safe contents nested too deeply"));
    }
    let bags = pkcs12::safe_bag::SafeContents::from_der(der_bytes).map_err(malformed)?;
    for bag in bags {
        // `bag_value` is the whole `[0] EXPLICIT` element; its content is the bag.
        let value = ContextSpecific::<Any>::from_der(&bag.bag_value)
            .map_err(malformed)?
            .value
            .to_der()
            .map_err(malformed)?;
        if bag.bag_id == oids::KEY_BAG {
            out.keys.push(Zeroizing::new(value));
        } else if bag.bag_id == oids::PKCS8_SHROUDED_KEY_BAG {
            let encrypted =
                pkcs12::pbe_params::EncryptedPrivateKeyInfo::from_der(&value).map_err(malformed)?;
            out.keys.push(decrypt(
                &encrypted.encryption_algorithm,
                password,
                password_bmp,
                encrypted.encrypted_data.as_bytes(),
                WHAT,
            )?);
        } else if bag.bag_id == oids::CERT_BAG {
            let cert_bag = pkcs12::cert_type::CertBag::from_der(&value).map_err(malformed)?;
            if cert_bag.cert_id == oids::X509_CERTIFICATE {
                out.certificates.push(
                    Certificate::from_der(cert_bag.cert_value.as_bytes()).map_err(|e| {
                        KeyError::Malformed {
                            what: "certificate in the PKCS#12 file",
                            detail: e.to_string(),
                        }
                    })?,
                );
            }
        } else if bag.bag_id == oids::SAFE_CONTENTS_BAG {
            read_safe_contents(&value, password, password_bmp, depth + 1, out)?;
        }
        // CRL and secret bags carry nothing a signer needs.
    }
    Ok(())
}

/// Decrypts `ciphertext` under a password-based scheme; `what` names the protected thing in
/// errors. Also used for encrypted PKCS#8 PEM keys.
pub(crate) fn decrypt(
    algorithm: &AlgorithmIdentifierOwned,
    password: &str,
    password_bmp: &[u8],
    ciphertext: &[u8],
    what: &'static str,
) -> Result<Zeroizing<Vec<u8>>, KeyError> {
    let bad_padding = || KeyError::Malformed {
        what: "encrypted content",
        detail: "decryption failed (wrong password or damaged file)".into(),
    };
    let oid = algorithm.oid;
    if oid == oids::PBES2 {
        let encoded = algorithm.to_der().map_err(malformed)?;
        let scheme = pkcs5::EncryptionScheme::from_der(&encoded).map_err(|e| {
            KeyError::UnsupportedProtection {
                algorithm: format!("PBES2 ({e})"),
                what,
            }
        })?;
        let Some(params) = scheme.pbes2() else {
            return Err(malformed("PBES2 without parameters"));
        };
        match params.kdf.pbkdf2() {
            Some(kdf) if kdf.iteration_count <= MAX_ITERATIONS => {}
            Some(kdf) => {
                return Err(malformed(format!(
                    "{} PBKDF2 iterations (at most {MAX_ITERATIONS})",
                    kdf.iteration_count
                )));
            }
            None => {
                return Err(KeyError::UnsupportedProtection {
                    algorithm: "scrypt".into(),
                    what,
                });
            }
        }
        // PBES2 takes the password as its UTF-8 bytes (RFC 8018 leaves the encoding to the
        // application; OpenSSL and Windows use UTF-8).
        return scheme
            .decrypt(password.as_bytes(), ciphertext)
            .map(Zeroizing::new)
            .map_err(|_| bad_padding());
    }
    let (key_len, iv_len) = if oid == oids::PBE_SHA1_3DES {
        (24, 8)
    } else if oid == oids::PBE_SHA1_2DES {
        (16, 8)
    } else if oid == oids::PBE_SHA1_RC2_40 {
        (5, 8)
    } else if oid == oids::PBE_SHA1_RC2_128 {
        (16, 8)
    } else {
        return Err(KeyError::UnsupportedProtection {
            algorithm: oids::describe(oid),
            what,
        });
    };
    let params = algorithm
        .parameters
        .as_ref()
        .ok_or_else(|| malformed("PKCS#12 PBE without parameters"))?
        .decode_as::<pkcs12::pbe_params::Pkcs12PbeParams>()
        .map_err(malformed)?;
    let rounds = iterations(params.iterations)?;
    let salt = params.salt.as_bytes();
    let key = Zeroizing::new(derive_key_bmp_bytes(
        password_bmp,
        salt,
        Pkcs12KeyType::EncryptionKey,
        rounds,
        key_len,
    ));
    let iv = derive_key_bmp_bytes(password_bmp, salt, Pkcs12KeyType::Iv, rounds, iv_len);
    let mut buffer = Zeroizing::new(ciphertext.to_vec());
    let plain_len = if oid == oids::PBE_SHA1_3DES {
        cbc::Decryptor::<des::TdesEde3>::new_from_slices(&key, &iv)
            .map_err(malformed)?
            .decrypt_padded_mut::<Pkcs7>(&mut buffer)
            .map_err(|_| bad_padding())?
            .len()
    } else if oid == oids::PBE_SHA1_2DES {
        cbc::Decryptor::<des::TdesEde2>::new_from_slices(&key, &iv)
            .map_err(malformed)?
            .decrypt_padded_mut::<Pkcs7>(&mut buffer)
            .map_err(|_| bad_padding())?
            .len()
    } else {
        let cipher = rc2::Rc2::new_with_eff_key_len(&key, key_len * 8);
        cbc::Decryptor::<rc2::Rc2>::inner_iv_slice_init(cipher, &iv)
            .map_err(malformed)?
            .decrypt_padded_mut::<Pkcs7>(&mut buffer)
            .map_err(|_| bad_padding())?
            .len()
    };
    buffer.truncate(plain_len);
    Ok(buffer)
}

fn derive_key_bmp_bytes(
    password_bmp: &[u8],
    salt: &[u8],
    id: Pkcs12KeyType,
    rounds: i32,
    len: usize,
) -> Vec<u8> {
    pkcs12::kdf::derive_key::<sha1::Sha1>(password_bmp, salt, id, rounds, len)
}

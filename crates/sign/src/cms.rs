//! The CMS SignedData inside a PDF signature's `/Contents`: building it for PAdES
//! baseline-B (ETSI EN 319 142-1 §6.3, ETSI EN 319 122-1 §5.2) and reading it back.
//!
//! What we write: detached (no encapsulated content), SHA-256, the signer's certificate and
//! its chain, one SignerInfo identified by issuer and serial number, signed attributes
//! content-type, message-digest and signing-certificate-v2 (ESSCertIDv2 with the SHA-256 of
//! the signer's certificate and its issuer and serial). No signing-time attribute: PAdES puts
//! the claimed time in the signature dictionary's `/M` (EN 319 142-1 §5.4.1).

use cms::cert::{CertificateChoices, IssuerAndSerialNumber};
use cms::content_info::{CmsVersion, ContentInfo};
use cms::signed_data::{
    CertificateSet, EncapsulatedContentInfo, SignedData, SignerIdentifier, SignerInfo, SignerInfos,
};
use der::asn1::{OctetString, SetOfVec};
use der::{Any, Encode, Reader, Sequence};
use spki::AlgorithmIdentifierOwned;
use x509_cert::Certificate;
use x509_cert::attr::Attribute;
use x509_cert::ext::pkix::name::GeneralName;
use x509_cert::serial_number::SerialNumber;

use crate::certs::{self, DigestAlgorithm, PublicKey};
use crate::{Signer, oids};

/// SigningCertificateV2 (RFC 5035 §3).
#[derive(Clone, Debug, Sequence)]
struct SigningCertificateV2 {
    certs: Vec<EssCertIdV2>,
    #[asn1(optional = "true")]
    policies: Option<Any>,
}

/// ESSCertIDv2 (RFC 5035 §4); the hash algorithm defaults to SHA-256 and DER leaves a
/// default out.
#[derive(Clone, Debug, Sequence)]
struct EssCertIdV2 {
    #[asn1(optional = "true")]
    hash_algorithm: Option<AlgorithmIdentifierOwned>,
    cert_hash: OctetString,
    #[asn1(optional = "true")]
    issuer_serial: Option<IssuerSerial>,
}

/// IssuerSerial (RFC 5035 §4).
#[derive(Clone, Debug, Sequence)]
struct IssuerSerial {
    issuer: Vec<GeneralName>,
    serial_number: SerialNumber,
}

fn sha256_algorithm() -> AlgorithmIdentifierOwned {
    // RFC 5754 §2: the parameters of the SHA-2 digests are absent.
    AlgorithmIdentifierOwned {
        oid: oids::SHA256,
        parameters: None,
    }
}

fn attribute(
    oid: const_oid::ObjectIdentifier,
    value: &(impl der::EncodeValue + der::Tagged),
) -> der::Result<Attribute> {
    Ok(Attribute {
        oid,
        values: SetOfVec::try_from(vec![Any::encode_from(value)?])?,
    })
}

/// The signed attributes over a SHA-256 `digest` of the signed byte ranges.
fn signed_attributes(signer: &Signer, digest: &[u8]) -> der::Result<SetOfVec<Attribute>> {
    signed_attributes_at(signer, digest, None)
}

/// The signed attributes, with a signing-time attribute (RFC 5652 §11.3) when `time` is
/// given: a detached signature over plain bytes has no PDF `/M` to carry the claimed time.
fn signed_attributes_at(
    signer: &Signer,
    digest: &[u8],
    time: Option<std::time::Duration>,
) -> der::Result<SetOfVec<Attribute>> {
    let cert = signer.certificate();
    let ess = SigningCertificateV2 {
        certs: vec![EssCertIdV2 {
            hash_algorithm: None,
            cert_hash: OctetString::new(certs::sha256(cert)?.to_vec())?,
            issuer_serial: Some(IssuerSerial {
                issuer: vec![GeneralName::DirectoryName(
                    cert.tbs_certificate.issuer.clone(),
                )],
                serial_number: cert.tbs_certificate.serial_number.clone(),
            }),
        }],
        policies: None,
    };
    let mut attributes = vec![
        attribute(oids::CONTENT_TYPE, &oids::DATA)?,
        attribute(oids::MESSAGE_DIGEST, &OctetString::new(digest.to_vec())?)?,
        attribute(oids::SIGNING_CERTIFICATE_V2, &ess)?,
    ];
    if let Some(since_epoch) = time {
        // RFC 5652 §11.3: UTCTime for the years 1950 to 2049, GeneralizedTime after.
        attributes.push(match der::asn1::UtcTime::from_unix_duration(since_epoch) {
            Ok(utc) => attribute(oids::SIGNING_TIME, &utc)?,
            Err(_) => attribute(
                oids::SIGNING_TIME,
                &der::asn1::GeneralizedTime::from_unix_duration(since_epoch)?,
            )?,
        });
    }
    SetOfVec::try_from(attributes)
}

/// A detached CMS signature over the SHA-256 `digest` of some bytes, claiming the signing
/// time `time` (seconds since the Unix epoch) in a signed attribute.
pub(crate) fn sign_detached(
    signer: &Signer,
    digest: &[u8],
    time: std::time::Duration,
) -> Result<Vec<u8>, String> {
    let attributes = signed_attributes_at(signer, digest, Some(time)).map_err(|e| e.to_string())?;
    let to_sign = attributes.to_der().map_err(|e| e.to_string())?;
    let signature = signer.sign(&to_sign)?;
    assemble(signer, attributes, signature).map_err(|e| e.to_string())
}

/// The signing-time attribute of a parsed signature, as a duration since the Unix epoch.
pub(crate) fn signing_time(parsed: &Parsed) -> Option<std::time::Duration> {
    let attributes = parsed.signer_info.signed_attrs.as_ref()?;
    let value = attributes
        .iter()
        .find(|a| a.oid == oids::SIGNING_TIME)?
        .values
        .iter()
        .next()?;
    value
        .decode_as::<der::asn1::UtcTime>()
        .map(|t| t.to_unix_duration())
        .or_else(|_| {
            value
                .decode_as::<der::asn1::GeneralizedTime>()
                .map(|t| t.to_unix_duration())
        })
        .ok()
}

fn assemble(
    signer: &Signer,
    attributes: SetOfVec<Attribute>,
    signature: Vec<u8>,
) -> der::Result<Vec<u8>> {
    let cert = signer.certificate();
    let mut certificates = vec![CertificateChoices::Certificate(cert.clone())];
    certificates.extend(
        signer
            .chain()
            .iter()
            .cloned()
            .map(CertificateChoices::Certificate),
    );
    let signer_info = SignerInfo {
        version: CmsVersion::V1,
        sid: SignerIdentifier::IssuerAndSerialNumber(IssuerAndSerialNumber {
            issuer: cert.tbs_certificate.issuer.clone(),
            serial_number: cert.tbs_certificate.serial_number.clone(),
        }),
        digest_alg: sha256_algorithm(),
        signed_attrs: Some(attributes),
        signature_algorithm: signer.signature_algorithm(),
        signature: OctetString::new(signature)?,
        unsigned_attrs: None,
    };
    let signed_data = SignedData {
        version: CmsVersion::V1,
        digest_algorithms: SetOfVec::try_from(vec![sha256_algorithm()])?,
        encap_content_info: EncapsulatedContentInfo {
            econtent_type: oids::DATA,
            econtent: None,
        },
        certificates: Some(CertificateSet(SetOfVec::try_from(certificates)?)),
        crls: None,
        signer_infos: SignerInfos(SetOfVec::try_from(vec![signer_info])?),
    };
    ContentInfo {
        content_type: oids::SIGNED_DATA,
        content: Any::encode_from(&signed_data)?,
    }
    .to_der()
}

/// The DER CMS signature over the SHA-256 `digest` of the signed byte ranges.
pub(crate) fn sign(signer: &Signer, digest: &[u8]) -> Result<Vec<u8>, String> {
    let attributes = signed_attributes(signer, digest).map_err(|e| e.to_string())?;
    // The signature covers the DER of the attributes as a SET OF (RFC 5652 §5.4).
    let to_sign = attributes.to_der().map_err(|e| e.to_string())?;
    let signature = signer.sign(&to_sign)?;
    assemble(signer, attributes, signature).map_err(|e| e.to_string())
}

/// The most bytes [`sign`] can produce for this signer: the structure with the longest
/// signature the key makes.
pub(crate) fn max_len(signer: &Signer) -> Result<usize, String> {
    let attributes = signed_attributes(signer, &[0; 32]).map_err(|e| e.to_string())?;
    let placeholder = vec![0xff; signer.max_signature_len()];
    assemble(signer, attributes, placeholder)
        .map(|der| der.len())
        .map_err(|e| e.to_string())
}

/// A CMS signature read back from `/Contents`.
pub(crate) struct Parsed {
    signer_info: SignerInfo,
    /// The signer's certificate, found in the certificate set by the SignerInfo's sid.
    pub signer: Option<Certificate>,
    /// Every certificate the signature carries.
    pub certificates: Vec<Certificate>,
}

/// Parses `/Contents`: one DER ContentInfo, then only the zero padding of the reserved
/// space.
pub(crate) fn parse(contents: &[u8]) -> Result<Parsed, String> {
    let mut reader = der::SliceReader::new(contents).map_err(|e| e.to_string())?;
    let info = <ContentInfo as der::Decode>::decode(&mut reader)
        .map_err(|e| format!("not a CMS ContentInfo: {e}"))?;
    let used = usize::try_from(u32::from(reader.position())).unwrap_or(usize::MAX);
    if contents
        .get(used..)
        .is_some_and(|rest| rest.iter().any(|&b| b != 0))
    {
        return Err("bytes other than zero padding after the CMS structure".into());
    }
    if info.content_type != oids::SIGNED_DATA {
        return Err(format!(
            "CMS content type {} instead of signed-data",
            oids::describe(info.content_type)
        ));
    }
    let signed_data = info
        .content
        .decode_as::<SignedData>()
        .map_err(|e| format!("CMS SignedData: {e}"))?;
    let mut infos = signed_data.signer_infos.0.into_vec();
    if infos.len() != 1 {
        return Err(format!(
            "{} signer infos (exactly one expected)",
            infos.len()
        ));
    }
    let signer_info = infos.remove(0);
    let certificates: Vec<Certificate> = signed_data
        .certificates
        .map(|set| set.0.into_vec())
        .unwrap_or_default()
        .into_iter()
        .filter_map(|choice| match choice {
            CertificateChoices::Certificate(c) => Some(c),
            CertificateChoices::Other(_) => None,
        })
        .collect();
    let signer = certificates
        .iter()
        .find(|c| identifies(&signer_info.sid, c))
        .cloned();
    Ok(Parsed {
        signer_info,
        signer,
        certificates,
    })
}

fn identifies(sid: &SignerIdentifier, cert: &Certificate) -> bool {
    match sid {
        SignerIdentifier::IssuerAndSerialNumber(is) => {
            is.issuer == cert.tbs_certificate.issuer
                && is.serial_number == cert.tbs_certificate.serial_number
        }
        SignerIdentifier::SubjectKeyIdentifier(ski) => cert
            .tbs_certificate
            .get::<x509_cert::ext::pkix::SubjectKeyIdentifier>()
            .ok()
            .flatten()
            .is_some_and(|(_, own)| own == *ski),
    }
}

/// What checking a CMS signature against the signed bytes found.
pub(crate) enum Check {
    /// The message digest matches and the signature verifies.
    Valid,
    /// The signed bytes' digest differs from the one signed.
    DigestMismatch,
    /// The digest matches, the signature does not verify with the signer's key.
    SignatureInvalid,
}

/// Checks `parsed` against the signed byte ranges `parts`. `Err` names what makes the
/// signature unreadable or unsupported.
pub(crate) fn check(parsed: &Parsed, parts: &[&[u8]]) -> Result<Check, String> {
    let info = &parsed.signer_info;
    let digest_algorithm = DigestAlgorithm::from_oid(info.digest_alg.oid)?;
    let digest = digest_algorithm.digest(parts);
    let Some(cert) = &parsed.signer else {
        return Err("the signer's certificate is not in the signature".into());
    };
    let key = PublicKey::of(cert).map_err(|e| format!("signer's key: {e}"))?;
    let Some(attributes) = &info.signed_attrs else {
        // Plain PKCS#7 detached: the signature is over the signed bytes themselves.
        let message: Vec<u8> = parts.concat();
        return Ok(
            match key.verify(
                &info.signature_algorithm,
                Some(digest_algorithm),
                &message,
                info.signature.as_bytes(),
            )? {
                true => Check::Valid,
                false => Check::SignatureInvalid,
            },
        );
    };
    let mut signed_digest = None;
    for attribute in attributes.iter() {
        let value = attribute.values.iter().next();
        if attribute.oid == oids::MESSAGE_DIGEST {
            signed_digest = value
                .and_then(|v| v.decode_as::<OctetString>().ok())
                .map(OctetString::into_bytes);
        } else if attribute.oid == oids::CONTENT_TYPE {
            let content_type =
                value.and_then(|v| v.decode_as::<const_oid::ObjectIdentifier>().ok());
            if content_type != Some(oids::DATA) {
                return Err("the content-type attribute is not id-data".into());
            }
        } else if attribute.oid == oids::SIGNING_CERTIFICATE_V2 {
            let ess = value
                .and_then(|v| v.decode_as::<SigningCertificateV2>().ok())
                .ok_or("unreadable signing-certificate-v2 attribute")?;
            check_signing_certificate(&ess, cert)?;
        }
    }
    let Some(signed_digest) = signed_digest else {
        return Err("no message-digest attribute".into());
    };
    if signed_digest != digest {
        return Ok(Check::DigestMismatch);
    }
    let encoded = attributes.to_der().map_err(|e| e.to_string())?;
    Ok(
        match key.verify(
            &info.signature_algorithm,
            Some(digest_algorithm),
            &encoded,
            info.signature.as_bytes(),
        )? {
            true => Check::Valid,
            false => Check::SignatureInvalid,
        },
    )
}

/// The first ESSCertIDv2 must name the signer's certificate (RFC 5035 §3).
fn check_signing_certificate(ess: &SigningCertificateV2, cert: &Certificate) -> Result<(), String> {
    let Some(first) = ess.certs.first() else {
        return Err("empty signing-certificate-v2 attribute".into());
    };
    let algorithm = first
        .hash_algorithm
        .as_ref()
        .map_or(Ok(DigestAlgorithm::Sha256), |a| {
            DigestAlgorithm::from_oid(a.oid)
        })?;
    let der = cert.to_der().map_err(|e| e.to_string())?;
    if algorithm.digest(&[&der]) == first.cert_hash.as_bytes() {
        Ok(())
    } else {
        Err(
            "the signing-certificate-v2 attribute names another certificate than the signer's"
                .into(),
        )
    }
}

// Alipay's certificate mode: every call carries app_cert_sn (the app's public-key certificate) and
// alipay_root_cert_sn (Alipay's root bundle), and answers and notifications are verified with the key
// of Alipay's public-key certificate. A certificate's SN is the hex MD5 of its issuer's distinguished
// name, written from the last RDN to the first as "CN=…,OU=…,O=…,C=…", followed by the decimal serial
// number; the root SN joins with "_" the SNs of the bundle's RSA-signed certificates (its SM2 and
// ECDSA ones are left out). Checked against the certificates and SNs that Alipay's own Node SDK ships
// in its tests (alipay-cert.test.ts).
import crypto from "node:crypto";
import { certificateFacts, pemCertificates, signedWithRsa, type CertificateFacts } from "./x509";

function snOf(facts: CertificateFacts): string {
  const issuer = [...facts.issuer]
    .reverse()
    .map((a) => `${a.shortName}=${a.value}`)
    .join(",");
  return crypto
    .createHash("md5")
    .update(issuer + facts.serialDecimal, "utf8")
    .digest("hex");
}

/** The SN of one certificate (the app's, or Alipay's public-key certificate). */
export function alipayCertSn(certificatePem: string): string {
  return snOf(certificateFacts(certificatePem));
}

/** The SN of Alipay's root bundle: its RSA-signed certificates' SNs joined by "_". */
export function alipayRootCertSn(bundlePem: string): string {
  return pemCertificates(bundlePem)
    .map((pem) => certificateFacts(pem))
    .filter(signedWithRsa)
    .map(snOf)
    .join("_");
}

// What the providers need from X.509 certificates that node:crypto's X509Certificate does not give:
// the issuer's attributes in their DER order (Node gives them as display text, escaped) and the
// certificate's signature algorithm (Node 20 does not expose it). Both come from a small DER reader
// over the certificate's own bytes. Used for Alipay's certificate serial numbers (alipay-cert.ts) and
// for the readiness checks of every configured certificate (credentials.ts).
import crypto from "node:crypto";

type Node = { tag: number; start: number; end: number };

/** The DER element at `offset`: its tag and where its content starts and ends. */
function element(der: Buffer, offset: number): Node {
  const tag = der[offset];
  let length = der[offset + 1];
  let start = offset + 2;
  if (length & 0x80) {
    const bytes = length & 0x7f;
    if (bytes === 0 || bytes > 4) throw new Error("unsupported DER length");
    length = 0;
    for (let i = 0; i < bytes; i++) length = length * 256 + der[start + i];
    start += bytes;
  }
  const end = start + length;
  if (tag === undefined || end > der.length) throw new Error("truncated DER");
  return { tag, start, end };
}

function children(der: Buffer, parent: Node): Node[] {
  const out: Node[] = [];
  for (let at = parent.start; at < parent.end;) {
    const child = element(der, at);
    out.push(child);
    at = child.end;
  }
  return out;
}

function oid(der: Buffer, node: Node): string {
  const bytes = der.subarray(node.start, node.end);
  const parts = [Math.floor(bytes[0] / 40), bytes[0] % 40];
  let value = 0;
  for (const byte of bytes.subarray(1)) {
    value = value * 128 + (byte & 0x7f);
    if (!(byte & 0x80)) {
      parts.push(value);
      value = 0;
    }
  }
  return parts.join(".");
}

function text(der: Buffer, node: Node): string {
  const bytes = der.subarray(node.start, node.end);
  // BMPString is UTF-16BE; UTF8String, PrintableString, IA5String and T61String read as UTF-8.
  if (node.tag === 0x1e) return Buffer.from(bytes).swap16().toString("utf16le");
  return bytes.toString("utf8");
}

/** Short names as the providers' SDKs print them (alipay-sdk's @fidm/x509, Java's X500Principal). */
const SHORT_NAMES: Record<string, string> = {
  "2.5.4.3": "CN",
  "2.5.4.5": "SERIALNUMBER",
  "2.5.4.6": "C",
  "2.5.4.7": "L",
  "2.5.4.8": "ST",
  "2.5.4.10": "O",
  "2.5.4.11": "OU",
  "1.2.840.113549.1.9.1": "E",
};

export type NameAttribute = { oid: string; shortName: string; value: string };

export type CertificateFacts = {
  /** Issuer attributes in DER order (most significant RDN first, e.g. C, O, OU, CN). */
  issuer: NameAttribute[];
  /** Serial number as upper-case hex (no leading zeros) and as a decimal string. */
  serialHex: string;
  serialDecimal: string;
  /** OID of the algorithm the issuer signed the certificate with. */
  signatureOid: string;
  notBefore: Date;
  notAfter: Date;
  publicKey: crypto.KeyObject;
  x509: crypto.X509Certificate;
};

/** Reads the facts of one certificate (PEM or DER); throws when it is not one. */
export function certificateFacts(certificate: string | Buffer): CertificateFacts {
  const x509 = new crypto.X509Certificate(certificate);
  const der = x509.raw;
  const [tbs, signatureAlgorithm] = children(der, element(der, 0));
  const fields = children(der, tbs);
  // The version ([0] EXPLICIT) is absent in a v1 certificate.
  const offset = fields[0].tag === 0xa0 ? 1 : 0;
  const serial = fields[offset];
  const issuerNode = fields[offset + 2];
  const issuer = children(der, issuerNode).flatMap((rdn) =>
    children(der, rdn).map((attribute) => {
      const [type, value] = children(der, attribute);
      const id = oid(der, type);
      return { oid: id, shortName: SHORT_NAMES[id] ?? id, value: text(der, value) };
    }),
  );
  const serialBytes = der.subarray(serial.start, serial.end);
  const serialValue = BigInt(`0x${serialBytes.toString("hex") || "0"}`);
  return {
    issuer,
    serialHex: serialValue.toString(16).toUpperCase(),
    serialDecimal: serialValue.toString(10),
    signatureOid: oid(der, children(der, signatureAlgorithm)[0]),
    notBefore: new Date(x509.validFrom),
    notAfter: new Date(x509.validTo),
    publicKey: x509.publicKey,
    x509,
  };
}

/** Every certificate in a PEM bundle, in order. */
export function pemCertificates(bundle: string): string[] {
  return bundle.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
}

/** The RSA signature algorithms (PKCS #1: sha1WithRSAEncryption .5, sha256WithRSAEncryption .11, ...). */
export function signedWithRsa(facts: Pick<CertificateFacts, "signatureOid">): boolean {
  return facts.signatureOid.startsWith("1.2.840.113549.1.1.");
}

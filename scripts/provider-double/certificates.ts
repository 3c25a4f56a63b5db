// X.509 certificates for the provider double, written with a small DER encoder and signed with
// node:crypto (which reads certificates but does not write them). The double issues what the
// providers' merchant platforms hand out: WeChat Pay's platform certificate and the merchant's API
// certificate, Alipay's root bundle (RSA and ECDSA roots, as Alipay's own bundle mixes them), its
// public-key certificate and the app's certificate. Tests also issue expired and not-yet-valid ones.
import crypto from "node:crypto";

const length = (n: number) =>
  n < 0x80
    ? [n]
    : n < 0x100
      ? [0x81, n]
      : n < 0x10000
        ? [0x82, n >> 8, n & 0xff]
        : [0x83, n >> 16, (n >> 8) & 0xff, n & 0xff];

const tlv = (tag: number, content: Buffer) => Buffer.concat([Buffer.from([tag, ...length(content.length)]), content]);
const seq = (...items: Buffer[]) => tlv(0x30, Buffer.concat(items));
const set = (...items: Buffer[]) => tlv(0x31, Buffer.concat(items));
const explicit = (n: number, content: Buffer) => tlv(0xa0 + n, content);
const NULL = Buffer.from([0x05, 0x00]);

function integer(value: bigint): Buffer {
  let hex = value.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  let bytes = Buffer.from(hex, "hex");
  if (bytes[0] & 0x80) bytes = Buffer.concat([Buffer.from([0]), bytes]);
  return tlv(0x02, bytes);
}

function oid(dotted: string): Buffer {
  const [a, b, ...rest] = dotted.split(".").map(Number);
  const bytes = [a * 40 + b];
  for (const part of rest) {
    const chunk = [part & 0x7f];
    for (let v = part >> 7; v > 0; v >>= 7) chunk.unshift((v & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
}

function time(date: Date): Buffer {
  const iso = date
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/[-:T]/g, "");
  // UTCTime through 2049, GeneralizedTime after (RFC 5280 4.1.2.5).
  return date.getUTCFullYear() < 2050 ? tlv(0x17, Buffer.from(iso.slice(2))) : tlv(0x18, Buffer.from(iso));
}

const ATTRIBUTES: Record<string, string> = {
  C: "2.5.4.6",
  ST: "2.5.4.8",
  L: "2.5.4.7",
  O: "2.5.4.10",
  OU: "2.5.4.11",
  CN: "2.5.4.3",
};

/** A distinguished name, most significant RDN first: [["C", "CN"], ["O", "…"], ["CN", "…"]]. */
export type Name = [keyof typeof ATTRIBUTES, string][];

const name = (n: Name) =>
  seq(
    ...n.map(([key, value]) =>
      set(
        seq(oid(ATTRIBUTES[key]), key === "C" ? tlv(0x13, Buffer.from(value)) : tlv(0x0c, Buffer.from(value, "utf8"))),
      ),
    ),
  );

const ALGORITHMS = {
  sha256WithRSA: { id: seq(oid("1.2.840.113549.1.1.11"), NULL), hash: "sha256" },
  sha1WithRSA: { id: seq(oid("1.2.840.113549.1.1.5"), NULL), hash: "sha1" },
  ecdsaWithSHA256: { id: seq(oid("1.2.840.10045.4.3.2")), hash: "sha256" },
} as const;

export type Issued = { pem: string; serialHex: string; x509: crypto.X509Certificate };

export function issueCertificate(options: {
  subject: Name;
  subjectKey: crypto.KeyObject;
  issuer: Name;
  issuerKey: crypto.KeyObject;
  serial: bigint;
  notBefore: Date;
  notAfter: Date;
  algorithm?: keyof typeof ALGORITHMS;
  ca?: boolean;
}): Issued {
  const algorithm = ALGORITHMS[options.algorithm ?? "sha256WithRSA"];
  const extensions = options.ca
    ? [
        explicit(
          3,
          seq(seq(oid("2.5.29.19"), tlv(0x01, Buffer.from([0xff])), tlv(0x04, seq(tlv(0x01, Buffer.from([0xff])))))),
        ),
      ]
    : [];
  const tbs = seq(
    explicit(0, integer(2n)),
    integer(options.serial),
    algorithm.id,
    name(options.issuer),
    seq(time(options.notBefore), time(options.notAfter)),
    name(options.subject),
    options.subjectKey.export({ type: "spki", format: "der" }),
    ...extensions,
  );
  const signature = crypto.sign(algorithm.hash, tbs, options.issuerKey);
  const der = seq(tbs, algorithm.id, tlv(0x03, Buffer.concat([Buffer.from([0]), signature])));
  const pem = `-----BEGIN CERTIFICATE-----\n${der
    .toString("base64")
    .replace(/(.{64})/g, "$1\n")
    .replace(/\n$/, "")}\n-----END CERTIFICATE-----\n`;
  const x509 = new crypto.X509Certificate(pem);
  return { pem, serialHex: x509.serialNumber.toUpperCase(), x509 };
}

export function rsaKeyPair(): { privateKey: crypto.KeyObject; publicKey: crypto.KeyObject } {
  return crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
}

/** A random positive serial of `bytes` bytes (WeChat Pay's are 20 bytes, Alipay's 16). */
export function randomSerial(bytes = 16): bigint {
  const raw = crypto.randomBytes(bytes);
  raw[0] = (raw[0] & 0x7f) | 0x10;
  return BigInt(`0x${raw.toString("hex")}`);
}

export const pemOf = (key: crypto.KeyObject) =>
  key.type === "private"
    ? key.export({ type: "pkcs8", format: "pem" }).toString()
    : key.export({ type: "spki", format: "pem" }).toString();

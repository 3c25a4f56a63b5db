// Alipay's certificate SNs against the certificates and SNs that Alipay's own Node SDK ships in its
// tests (alipay/alipay-sdk-nodejs-all, test/fixtures and test/antcertutil.test.ts; MIT, copied under
// tests/fixtures/alipay-sdk/), and against certificates we issue with other issuers and serials.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { issueCertificate, randomSerial, rsaKeyPair } from "@/scripts/provider-double/certificates";
import { alipayCertSn, alipayRootCertSn } from "./alipay-cert";
import { certificateFacts, pemCertificates, signedWithRsa } from "./x509";

const fixture = (name: string) =>
  fs.readFileSync(path.resolve(import.meta.dirname, "../../../../tests/fixtures/alipay-sdk", name), "utf8");

describe("Alipay certificate SNs", () => {
  it("match the published SNs of the SDK's fixtures", () => {
    expect(alipayCertSn(fixture("appCertPublicKey_2021001161683774.crt"))).toBe("866efef280dec9137a87d047ac446315");
    expect(alipayCertSn(fixture("alipayCertPublicKey_RSA2.crt"))).toBe("7513daaaa48aa3ba2e4018d84402479c");
    expect(alipayRootCertSn(fixture("alipayRootCert.crt"))).toBe(
      "687b59193f3f462dd5336e5abf83c5d8_02941eef3187dddf3d3b83462e1dfcf6",
    );
  });

  it("leave the root bundle's SM2 and ECDSA certificates out", () => {
    const bundle = pemCertificates(fixture("alipayRootCert.crt")).map((p) => certificateFacts(p));
    expect(bundle).toHaveLength(4);
    expect(bundle.map((c) => c.signatureOid)).toEqual([
      "1.2.156.10197.1.501", // SM3 with SM2
      "1.2.840.113549.1.1.11", // sha256WithRSAEncryption
      "1.2.840.10045.4.3.3", // ecdsa-with-SHA384
      "1.2.840.113549.1.1.5", // sha1WithRSAEncryption
    ]);
    expect(bundle.filter(signedWithRsa)).toHaveLength(2);
  });

  it("read the issuer in DER order and the serial as Node reads them", () => {
    const facts = certificateFacts(fixture("alipayCertPublicKey_RSA2.crt"));
    const x509 = new crypto.X509Certificate(fixture("alipayCertPublicKey_RSA2.crt"));
    expect(facts.issuer.map((a) => `${a.shortName}=${a.value}`).join("\n")).toBe(x509.issuer);
    expect(facts.serialHex).toBe(x509.serialNumber);
    expect(facts.serialDecimal).toBe(BigInt(`0x${x509.serialNumber}`).toString());
    expect(facts.notAfter.toISOString()).toBe(new Date(x509.validTo).toISOString());
  });

  it("follow the rule for any issuer and serial: MD5 of CN=…,OU=…,O=…,C=… and the decimal serial", () => {
    const ca = rsaKeyPair();
    const serial = randomSerial(16);
    const cert = issueCertificate({
      subject: [["CN", "2021000000000000"]],
      subjectKey: rsaKeyPair().publicKey,
      issuer: [
        ["C", "CN"],
        ["O", "蚂蚁金服"],
        ["OU", "Certification Authority"],
        ["CN", "Test Class 1"],
      ],
      issuerKey: ca.privateKey,
      serial,
      notBefore: new Date(),
      notAfter: new Date(Date.now() + 86400_000),
    });
    const expected = crypto
      .createHash("md5")
      .update(`CN=Test Class 1,OU=Certification Authority,O=蚂蚁金服,C=CN${serial.toString(10)}`)
      .digest("hex");
    expect(alipayCertSn(cert.pem)).toBe(expected);
  });
});

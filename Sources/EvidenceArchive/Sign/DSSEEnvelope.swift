import EvidenceCore
import Foundation

/// A DSSE envelope (the Dead Simple Signing Envelope, github.com/secure-systems-lab/dsse):
/// `protocol.md` defines what is signed — `PAE(UTF8(payloadType), payload)` — and `envelope.md`
/// this JSON form, payload and signatures in base64.
package struct DSSEEnvelope: Codable, Equatable, Sendable {
    package struct Signature: Codable, Equatable, Sendable {
        /// Which key signed: a hint for choosing the key, never authenticated, so it decides nothing
        /// (protocol.md); here it only makes "signed by another key" the sentence a wrong key gets.
        package var keyid: String?
        package var sig: String
    }

    package var payload: String
    package var payloadType: String
    package var signatures: [Signature]

    /// The envelope of `body` of `type` signed by `key`, its `keyid` the key's.
    package init(body: [UInt8], type: String, key: Ed25519Key, keyID: String) throws {
        payload = Data(body).base64EncodedString()
        payloadType = type
        let signature = try key.sign(Self.preAuthenticationEncoding(type: type, body: body))
        signatures = [Signature(keyid: keyID, sig: Data(signature).base64EncodedString())]
    }

    /// protocol.md: PAE(type, body) = "DSSEv1" + SP + LEN(type) + SP + type + SP + LEN(body) + SP + body,
    /// LEN the ASCII decimal byte count with no leading zeros. The signature covers these bytes, so
    /// the type is signed with the payload and one cannot be swapped without the other.
    package static func preAuthenticationEncoding(type: String, body: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        var encoded = Array("DSSEv1 \(typeBytes.count) ".utf8)
        encoded += typeBytes
        encoded += Array(" \(body.count) ".utf8)
        encoded += body
        return encoded
    }

    /// The envelope as written beside an archive: sorted keys, indented, a final newline.
    package func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return Array(try encoder.encode(self)) + [0x0A]
    }

    /// Standard or URL-safe base64, padded or not: protocol.md says verifiers must accept either.
    package static func base64Decoded(_ text: String) -> [UInt8]? {
        var standard = String(text.map { $0 == "-" ? "+" : $0 == "_" ? "/" : $0 })
        let remainder = standard.utf8.count % 4
        if remainder == 1 { return nil }
        if remainder > 0 { standard += String(repeating: "=", count: 4 - remainder) }
        return Data(base64Encoded: standard).map(Array.init)
    }
}

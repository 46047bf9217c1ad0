import EvidenceCore

/// The child references of one object (`Data/refs.<ID>`): a count in DER length form, then `count`
/// entries of `[0x41][kind][64-byte digest]`.
public struct XCResultReferences: Equatable, Sendable {
    public struct Entry: Equatable, Sendable {
        public var kind: UInt8
        public var digest: [UInt8]
        /// The child's object ID: `0~` + base64url(digest).
        public var objectID: String { "0~" + XCResultReferences.base64URL(digest) }
    }

    public static let entrySize = 66
    public var entries: [Entry]
    /// The bytes an object ID hashes (each entry without its leading length byte).
    public var hashedBytes: [UInt8]

    public static func parse(_ bytes: [UInt8]) throws -> XCResultReferences {
        guard let first = bytes.first else { throw XCResultParseError(offset: 0, reason: "empty refs file") }
        var count = 0
        var offset = 1
        if first < 0x80 {
            count = Int(first)
        } else {
            let lengthBytes = Int(first & 0x7f)
            // Four length bytes already describe more entries than any file could hold.
            guard lengthBytes >= 1, lengthBytes <= 4 else {
                throw XCResultParseError(offset: 0, reason: "invalid DER count prefix 0x\(String(first, radix: 16))")
            }
            guard bytes.count >= 1 + lengthBytes else { throw XCResultParseError(offset: 1, reason: "refs count is cut short") }
            for byte in bytes[1...lengthBytes] { count = count << 8 | Int(byte) }
            offset = 1 + lengthBytes
        }
        let available = bytes.count - offset
        guard available == count * entrySize else {
            throw XCResultParseError(offset: offset, reason: "refs count says \(count) entries (\(count * entrySize) bytes) but \(available) bytes follow")
        }
        var entries: [Entry] = []
        entries.reserveCapacity(count)
        var hashed: [UInt8] = []
        hashed.reserveCapacity(count * (entrySize - 1))
        for index in 0..<count {
            let start = offset + index * entrySize
            guard bytes[start] == 0x41 else {
                throw XCResultParseError(offset: start, reason: "refs entry \(index) does not start with 0x41")
            }
            entries.append(Entry(kind: bytes[start + 1], digest: Array(bytes[(start + 2)..<(start + entrySize)])))
            hashed.append(contentsOf: bytes[(start + 1)..<(start + entrySize)])
        }
        return XCResultReferences(entries: entries, hashedBytes: hashed)
    }

    /// base64url with padding, as object IDs spell digests.
    public static func base64URL(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index + 3 <= bytes.count {
            let value = Int(bytes[index]) << 16 | Int(bytes[index + 1]) << 8 | Int(bytes[index + 2])
            out += [alphabet[value >> 18 & 63], alphabet[value >> 12 & 63], alphabet[value >> 6 & 63], alphabet[value & 63]]
            index += 3
        }
        let rest = bytes.count - index
        if rest == 1 {
            let value = Int(bytes[index]) << 16
            out += [alphabet[value >> 18 & 63], alphabet[value >> 12 & 63], UInt8(ascii: "="), UInt8(ascii: "=")]
        } else if rest == 2 {
            let value = Int(bytes[index]) << 16 | Int(bytes[index + 1]) << 8
            out += [alphabet[value >> 18 & 63], alphabet[value >> 12 & 63], alphabet[value >> 6 & 63], UInt8(ascii: "=")]
        }
        return String(decoding: out, as: UTF8.self)
    }
}

import Foundation

/// A binary property list (a built app's `Info.plist`; Xcode writes them binary) whose strings hold
/// secrets — an API key under `APIToken`, a token in a URL. Each such string is masked where it is
/// stored, every byte of it becoming `*`, so every offset of the list holds and it still reads: the
/// value of a key that names a secret (`SecretScanner.keyKind`) whole, else what the secret rules find
/// in it. A secret in a non-ASCII (UTF-16) string leaves the file out instead.
enum BinaryPlistBlob {
    static let maximumSize = 8 << 20
    static let magic = Array("bplist00".utf8)


    /// What to do with the file; nil when it is not a binary property list or holds no secret.
    static func outcome(path: String, storedSize: Int64) throws -> RewriteOutcome? {
        guard storedSize > Int64(magic.count), storedSize <= Int64(maximumSize),
            try FileReader.prefix(of: path, count: magic.count) == magic
        else { return nil }
        var bytes: [UInt8] = []
        try FileReader(path: path).forEachChunk(limit: Int64(maximumSize)) { bytes.append(contentsOf: $0) }
        guard let list = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) else { return nil }
        var replacements: [String: Replacement] = [:]
        collect(list, key: nil, into: &replacements)
        guard !replacements.isEmpty else { return nil }
        var counts: [SecretKind: Int] = [:]
        // Sorted, so the bytes do not depend on a dictionary's order.
        for (original, replacement) in replacements.sorted(by: { $0.key < $1.key }) {
            let text = Array(original.utf8)
            guard text.allSatisfy({ $0 < 0x80 }), var at = storedASCIIString(text, in: bytes, from: 0) else {
                return .leftOut(reason: "a binary property list holding a secret in a string that cannot be masked in place")
            }
            // Every copy: a writer may store a string used twice twice.
            while true {
                bytes.replaceSubrange(at..<(at + text.count), with: replacement.masked)
                guard let next = storedASCIIString(text, in: bytes, from: at + text.count) else { break }
                at = next
            }
            for (kind, count) in replacement.counts { counts[kind, default: 0] += count }
        }
        return .rewritten(bytes: bytes, counts: counts)
    }

    /// A string with secrets: its masked bytes (same length) and what was found in it. The list stores
    /// a string used twice once.
    private struct Replacement {
        var masked: [UInt8]
        var counts: [SecretKind: Int]
    }

    private static func collect(_ value: Any, key: String?, into replacements: inout [String: Replacement]) {
        switch value {
        case let dictionary as [String: Any]:
            for name in dictionary.keys.sorted() { collect(dictionary[name]!, key: name, into: &replacements) }
        case let array as [Any]:
            for element in array { collect(element, key: nil, into: &replacements) }
        case let string as String:
            var bytes = Array(string.utf8)
            guard !bytes.isEmpty else { return }
            let namedKind = key.flatMap { name -> SecretKind? in
                let nameBytes = Array(name.utf8)
                return nameBytes.withUnsafeBytes { SecretScanner.keyKind($0, 0, nameBytes.count) }
            }
            if let namedKind {
                // The whole value of a key that names a secret.
                let counts = replacements[string]?.counts ?? [:]
                replacements[string] = Replacement(masked: Array(repeating: SecretMasker.mask, count: bytes.count), counts: counts.merging([namedKind: 1], uniquingKeysWith: +))
                return
            }
            let found = bytes.withUnsafeMutableBytes { SecretMasker.mask($0) }
            guard !found.isEmpty else { return }
            if var existing = replacements[string] {
                existing.counts.merge(found, uniquingKeysWith: +)
                replacements[string] = existing
            } else {
                replacements[string] = Replacement(masked: bytes, counts: found)
            }
        default:
            return
        }
    }

    /// Where the bytes of an ASCII string object holding exactly `text` start: the object's marker
    /// (`0x5n`, or `0x5F` and an integer for 15 bytes and more) followed by the bytes.
    private static func storedASCIIString(_ text: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        var marker: [UInt8]
        switch text.count {
        case ..<15: marker = [0x50 | UInt8(text.count)]
        case ...0xFF: marker = [0x5F, 0x10, UInt8(text.count)]
        case ...0xFFFF: marker = [0x5F, 0x11, UInt8(text.count >> 8), UInt8(text.count & 0xFF)]
        default: marker = [0x5F, 0x12] + (0..<4).reversed().map { UInt8((text.count >> ($0 * 8)) & 0xFF) }
        }
        let encoded = marker + text
        return encoded.withUnsafeBytes { needle in
            bytes.withUnsafeBytes { ByteSearch.firstIndex(of: needle, in: $0, from: max(0, start - marker.count)) }
        }.map { $0 + marker.count }
    }
}

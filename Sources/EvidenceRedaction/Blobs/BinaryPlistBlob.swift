import EvidenceCore
import Foundation

/// A binary property list (a built app's `Info.plist`; Xcode writes them binary) whose strings or data
/// hold secrets — an API key under `APIToken`, a token in a URL. Each such value (or key) is masked
/// where it is stored, every byte of it becoming `*`, so every offset of the list holds and it still
/// reads: the value of a key that names a secret (`SecretScanner.keyKind`) whole, else what the secret
/// rules find in it. A secret in a non-ASCII (UTF-16) string leaves the file out instead.
package enum BinaryPlistBlob {
    static let maximumSize = 8 << 20
    static let magic = Array("bplist00".utf8)

    /// What to do with the file (`head`: its first bytes); nil when it is not a binary property list
    /// or holds no secret. One that cannot be read (damaged, or too large to hold) cannot be checked
    /// for secrets — its strings may be UTF-16 — so it is left out.
    package static func outcome(file: ListedFile, storedSize: Int64, head: [UInt8]) throws -> RewriteOutcome? {
        guard storedSize > Int64(magic.count), head.starts(with: magic) else { return nil }
        guard storedSize <= Int64(maximumSize) else {
            return .leftOut(reason: "a binary property list over \(maximumSize >> 20) MiB, too large to check for secrets")
        }
        var bytes: [UInt8] = []
        try file.open().forEachChunk(limit: Int64(maximumSize)) { bytes.append(contentsOf: $0) }
        guard let list = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) else {
            return .leftOut(reason: "a binary property list that does not parse, so its strings cannot be checked for secrets")
        }
        var replacements: [Original: Replacement] = [:]
        collect(list, key: nil, into: &replacements)
        guard !replacements.isEmpty else { return nil }
        var counts: [SecretKind: Int] = [:]
        // Sorted, so the bytes do not depend on a dictionary's order.
        for (original, replacement) in replacements.sorted(by: { $0.key.bytes.lexicographicallyPrecedes($1.key.bytes) }) {
            let text = original.bytes
            guard original.isData || text.allSatisfy({ $0 < 0x80 }),
                var at = storedObject(text, marker: original.isData ? 0x40 : 0x50, in: bytes, from: 0)
            else {
                return .leftOut(reason: "a binary property list holding a secret in a string that cannot be masked in place")
            }
            // Every copy: a writer may store a string used twice twice.
            while true {
                bytes.replaceSubrange(at..<(at + text.count), with: replacement.masked)
                guard let next = storedObject(text, marker: original.isData ? 0x40 : 0x50, in: bytes, from: at + text.count) else { break }
                at = next
            }
            for (kind, count) in replacement.counts { counts[kind, default: 0] += count }
        }
        return .rewritten(bytes: bytes, counts: counts)
    }

    /// The bytes of a string (its UTF-8) or of a data value that hold a secret.
    private struct Original: Hashable {
        var bytes: [UInt8]
        var isData: Bool
    }

    /// Their masked bytes (same length) and what was found in them. The list may store a string used
    /// twice once.
    private struct Replacement {
        var masked: [UInt8]
        var counts: [SecretKind: Int]
    }

    private static func collect(_ value: Any, key: String?, into replacements: inout [Original: Replacement]) {
        switch value {
        case let dictionary as [String: Any]:
            for name in dictionary.keys.sorted() {
                // A key is a string of the list too.
                collect(name, key: nil, into: &replacements)
                collect(dictionary[name]!, key: name, into: &replacements)
            }
        case let array as [Any]:
            for element in array { collect(element, key: nil, into: &replacements) }
        case let data as Data:
            var bytes = [UInt8](data)
            let found = bytes.withUnsafeMutableBytes { SecretMasker.mask($0) }
            guard !found.isEmpty else { return }
            replacements[Original(bytes: [UInt8](data), isData: true)] = Replacement(masked: bytes, counts: found)
        case let string as String:
            var bytes = Array(string.utf8)
            guard !bytes.isEmpty else { return }
            let original = Original(bytes: bytes, isData: false)
            if let namedKind = key.flatMap({ SecretScanner.keyKind(Array($0.utf8)) }) {
                // The whole value of a key that names a secret.
                let counts = replacements[original]?.counts ?? [:]
                replacements[original] = Replacement(masked: Array(repeating: SecretMasker.mask, count: bytes.count), counts: counts.merging([namedKind: 1], uniquingKeysWith: +))
                return
            }
            let found = bytes.withUnsafeMutableBytes { SecretMasker.mask($0) }
            guard !found.isEmpty else { return }
            if var existing = replacements[original] {
                existing.counts.merge(found, uniquingKeysWith: +)
                replacements[original] = existing
            } else {
                replacements[original] = Replacement(masked: bytes, counts: found)
            }
        default:
            return
        }
    }

    /// Where the bytes of an object holding exactly `text` start, from `start` on: its marker — the
    /// kind's nibble (`0x5_` an ASCII string, `0x4_` data) with the length, or with `F` and an integer
    /// for 15 bytes and more — followed by the bytes.
    private static func storedObject(_ text: [UInt8], marker kind: UInt8, in bytes: [UInt8], from start: Int) -> Int? {
        var marker: [UInt8]
        switch text.count {
        case ..<15: marker = [kind | UInt8(text.count)]
        case ...0xFF: marker = [kind | 0x0F, 0x10, UInt8(text.count)]
        case ...0xFFFF: marker = [kind | 0x0F, 0x11, UInt8(text.count >> 8), UInt8(text.count & 0xFF)]
        default: marker = [kind | 0x0F, 0x12] + (0..<4).reversed().map { UInt8((text.count >> ($0 * 8)) & 0xFF) }
        }
        let encoded = marker + text
        return encoded.withUnsafeBytes { needle in
            bytes.withUnsafeBytes { ByteSearch.firstIndex(of: needle, in: $0, from: max(0, start - marker.count)) }
        }.map { $0 + marker.count }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Overwrites each secret in text with `*`, byte for byte, so nothing around it moves: for text whose
/// length its container fixes (the length-prefixed strings of a result bundle's typed objects), where
/// `SecretRedactor`'s `[REDACTED:…]` markers cannot be written. The same rules find the secrets.
enum SecretMasker {
    static let mask = UInt8(ascii: "*")

    /// Masks the secrets of `text` in place; returns how many of each kind.
    static func mask(_ text: UnsafeMutableRawBufferPointer) -> [SecretKind: Int] {
        var counts: [SecretKind: Int] = [:]
        guard let base = text.baseAddress else { return counts }
        let readable = UnsafeRawBufferPointer(text)
        var matches: [SecretScanner.Match] = []
        var lineStart = 0
        while lineStart < text.count {
            let lineEnd = memchr(base + lineStart, 0x0A, text.count - lineStart).map { UnsafeRawPointer($0) - UnsafeRawPointer(base) } ?? text.count
            matches.removeAll(keepingCapacity: true)
            SecretScanner.scan(UnsafeRawBufferPointer(rebasing: readable[lineStart..<lineEnd]), into: &matches)
            for match in matches {
                fill(text, (lineStart + match.start)..<(lineStart + match.end))
                counts[match.kind, default: 0] += 1
            }
            lineStart = lineEnd + 1
        }
        // A private key's body, from its header to its END marker (or the end of the text).
        var searchFrom = 0
        while let begin = ByteSearch.firstIndex(of: beginMarker, in: readable, from: searchFrom),
            let keyWord = ByteSearch.firstIndex(of: privateKeyMarker, in: readable, from: begin)
        {
            let bodyStart = keyWord + privateKeyMarker.count
            let bodyEnd = ByteSearch.firstIndex(of: endMarker, in: readable, from: bodyStart) ?? text.count
            fill(text, bodyStart..<bodyEnd)
            counts[.privateKey, default: 0] += 1
            searchFrom = bodyEnd
        }
        return counts
    }

    private static func fill(_ text: UnsafeMutableRawBufferPointer, _ range: Range<Int>) {
        guard !range.isEmpty, let base = text.baseAddress else { return }
        memset(base + range.lowerBound, Int32(mask), range.count)
    }

    private static let beginMarker = Array("-----BEGIN".utf8)
    private static let privateKeyMarker = Array("PRIVATE KEY-----".utf8)
    private static let endMarker = Array("-----END".utf8)
}

import EvidenceCore

/// Whether a line's XML names a key `SecretScanner.keyKind` knows — a plist's `<key>…</key>` or a JUnit
/// `<property name="…"`, as written or escaped inside another document (`SecretMarkup.Dialect`): the
/// lines `SecretRedactor`'s structured rules can act on.
///
/// One pass over the line: the markers are met in order, and what each needs further on (the next
/// `</key>`, the next `name="`) is searched for once and kept while later markers stand before it, so
/// a line of 10⁵ unclosed `<key>` tags is read a few times over, not once per tag. `bytesRead` counts
/// the bytes the searches pass over (a test holds it linear in the line).
struct MarkupKeyScan {
    private(set) var bytesRead = 0

    mutating func namesSecret(_ line: UnsafeRawBufferPointer, _ dialect: SecretMarkup.Dialect) -> Bool {
        var opens = ForwardSearch(dialect.open), keyEnds = ForwardSearch(dialect.keyEnd)
        var names = ForwardSearch(dialect.name), escapedNames = ForwardSearch(SecretMarkup.escapedQuote(dialect.name))
        // The value read last, by where its attribute stands: markers before one attribute share it.
        var lastValue: (attribute: Int, range: Range<Int>?) = (-1, nil)
        var position = 0
        defer { bytesRead += opens.bytesRead + keyEnds.bytesRead + names.bytesRead + escapedNames.bytesRead }
        while let open = opens.first(in: line, from: position) {
            if SecretRedactor.startsWith(line, dialect.key, at: open) {
                if let end = keyEnds.first(in: line, from: open), SecretScanner.keyKind(line, open + dialect.key.count, end) != nil { return true }
            } else if SecretRedactor.startsWith(line, dialect.property, at: open) {
                // `quotedAttribute`'s order: the attribute as written, else with its quotes escaped
                // (only in the plain dialect: the escaped one's quotes are entities).
                let plain = names.first(in: line, from: open)
                let found = plain ?? (dialect.isPlain ? escapedNames.first(in: line, from: open) : nil)
                if let found {
                    if lastValue.attribute != found {
                        let range = SecretMarkup.attributeValue(at: found, escaped: plain == nil, dialect.name, in: line, before: line.count)
                        bytesRead += (range?.upperBound ?? line.count) - found
                        lastValue = (found, range)
                    }
                    if let name = lastValue.range, SecretScanner.keyKind(line, name.lowerBound, name.upperBound) != nil { return true }
                }
            }
            position = open + 1
        }
        return false
    }

    /// The first `needle` at or after a position that only grows: searched again only once the
    /// position has passed the last one found (none found stays none).
    private struct ForwardSearch {
        let needle: [UInt8]
        private(set) var bytesRead = 0
        private var searched = false
        private var found: Int?

        init(_ needle: [UInt8]) { self.needle = needle }

        mutating func first(in text: UnsafeRawBufferPointer, from start: Int) -> Int? {
            if searched, found.map({ $0 >= start }) ?? true { return found }
            searched = true
            found = ByteSearch.firstIndex(of: needle, in: text, from: start)
            bytesRead += (found ?? text.count) - start
            return found
        }
    }
}

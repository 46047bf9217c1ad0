/// A snapshot that differs from its reference by a few pixels: the share of the image that matched,
/// as the snapshot library printed it. Near-identical images are what a renderer's change makes (the
/// simulator, its runtime, the machine: antialiasing, fonts) as often as a view's change, so such a
/// failure is not read as the code's on its own.
enum SnapshotDrift {
    /// Images at least this alike count as a near match.
    static let nearMatch = 0.97

    /// The smallest share of the image said to match: `Actual image precision 0.9871 is less than
    /// required 0.99` → 0.9871, `98.71% of pixels match` → 0.9871; nil when the message gives none.
    static func matchingShare(in message: String) -> Double? {
        guard message.includes("napshot") else { return nil }
        var shares: [Double] = []
        var rest = Substring(message)
        while let range = rest.range(of: "precision ") {
            let number = rest[range.upperBound...].prefix { $0.isNumber || $0 == "." }
            if let value = Double(number), value <= 1 { shares.append(value) }
            rest = rest[range.upperBound...]
        }
        rest = Substring(message)
        while let range = rest.range(of: "% ") {
            let after = rest[range.upperBound...]
            if after.hasPrefix("of pixels match") || after.hasPrefix("pixels match") {
                let digits = String(rest[..<range.lowerBound].reversed().prefix { $0.isNumber || $0 == "." }.reversed())
                if let value = Double(digits), value <= 100 { shares.append(value / 100) }
            }
            rest = after
        }
        return shares.min()
    }

    /// Whether the message says the snapshot nearly matched (`nearMatch` or more, not all of it).
    static func isNearMatch(_ message: String) -> Bool {
        matchingShare(in: message).map { $0 >= nearMatch && $0 < 1 } ?? false
    }

    /// Whether the message says only that an image differs from its reference (`Snapshot does not match
    /// reference`, FBSnapshotTestCase's `Images different`): no share of it matched, no sizes that
    /// differ, no text diff of what the view holds — nothing that says whose change it was.
    static func isUnmeasuredImageMismatch(_ message: String) -> Bool {
        // (`New snapshot does not match stored snapshot`: a project's own helper comparing PNG data.)
        guard ["does not match reference", "Images different", "image pixels differed", "does not match stored snapshot"].contains(where: message.includes),
              matchingShare(in: message) == nil, !message.includes("@@ ")
        else { return false }
        let sizes = SnapshotSizes.pointSizes(in: message)
        return Set(sizes).count <= 1
    }

    /// The failure's snapshot messages say the pixels differ and not whose change: near the reference
    /// or unmeasured — and none of them (the log's, JUnit's) says more: a far share, sizes that differ,
    /// a text diff of what the view holds.
    static func saysOnlyPixelsDiffer(_ messages: [String]) -> Bool {
        let saysMore = messages.contains { message in
            message.includes("napshot") && (message.includes("@@ ") || matchingShare(in: message).map { $0 < nearMatch } == true
                || Set(SnapshotSizes.pointSizes(in: message)).count > 1)
        }
        return !saysMore && messages.contains(where: saysPixelsDiffer)
    }

    /// One message says the pixels differ and no more: near its reference, or unmeasured.
    static func saysPixelsDiffer(_ message: String) -> Bool {
        isNearMatch(message) || isUnmeasuredImageMismatch(message)
    }
}

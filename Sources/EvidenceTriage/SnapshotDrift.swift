/// A snapshot that differs from its reference by a few pixels: the share of the image that matched,
/// as the snapshot library printed it. Near-identical images are what a renderer's change makes (the
/// simulator, its runtime, the machine: antialiasing, fonts) as often as a view's change, so such a
/// failure is not read as the code's on its own.
enum SnapshotDrift {
    /// Images at least this alike count as a near match.
    static let nearMatch = 0.97
    /// A perceptual precision at least this high counts as a near match: the image's most different pixel
    /// is within ΔE 5 of the reference's colour (on the CIE scale, a shade off).
    static let shadeOff = 0.95

    /// The smallest share of the image said to match: `Actual image precision 0.9871 is less than
    /// required 0.99` → 0.9871, `98.71% of pixels match` → 0.9871, `The percentage of pixels that match
    /// 0.99997 is less than required 1.0` → 0.99997; nil when the message gives none.
    /// (Not a perceptual precision: that is how close the most different pixel's colour is, `worstPixelPrecision`.)
    static func matchingShare(in message: String) -> Double? {
        guard message.includes("napshot") else { return nil }
        var shares = numbers(after: "precision ", in: message) { !isPerceptual($0) } + numbers(after: "pixels that match ", in: message) { _ in true }
        var rest = Substring(message)
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

    /// swift-snapshot-testing's perceptual precision, `1 − ΔE / 100` of the image's most different pixel
    /// (`Actual perceptual precision 0.9655742 …`, `The lowest perceptual color precision …`, `Minimum
    /// perceptual precision …`): how far its colour is from the reference's, not how much of the image differs.
    static func worstPixelPrecision(in message: String) -> Double? {
        guard message.includes("napshot") else { return nil }
        return numbers(after: "precision ", in: message, keep: isPerceptual).min()
    }

    /// The words before a `precision` make it a perceptual one (`Actual perceptual `, `lowest perceptual color `).
    private static func isPerceptual(_ before: Substring) -> Bool {
        let words = before.suffix(20).lowercased()
        return words.hasSuffix("perceptual ") || words.hasSuffix("perceptual color ")
    }

    /// The numbers up to 1 after each `marker` whose text before it `keep` accepts.
    private static func numbers(after marker: String, in message: String, keep: (Substring) -> Bool) -> [Double] {
        var values: [Double] = []
        var rest = Substring(message)
        while let range = rest.range(of: marker) {
            let number = rest[range.upperBound...].prefix { $0.isNumber || $0 == "." }
            if keep(message[..<range.lowerBound]), let value = Double(number), value <= 1 { values.append(value) }
            rest = rest[range.upperBound...]
        }
        return values
    }

    /// Whether the message says the snapshot nearly matched: `nearMatch` of it or more (not all), or, where
    /// it gives no share, its most different pixel a shade off (`shadeOff`).
    static func isNearMatch(_ message: String) -> Bool {
        let share = matchingShare(in: message), worst = worstPixelPrecision(in: message)
        guard share != nil || worst != nil else { return false }
        return !isFar(message) && (share.map { $0 < 1 } ?? false || worst.map { $0 < 1 } ?? false)
    }

    /// The message measures a difference beyond a near match: a share under `nearMatch` whose pixels are not
    /// all a shade off; with no share, a pixel more than a shade off. (A share at `nearMatch` or more is near,
    /// however far its few pixels are: antialiasing and fonts move a few pixels far.)
    static func isFar(_ message: String) -> Bool {
        let worst = worstPixelPrecision(in: message)
        guard let share = matchingShare(in: message) else { return worst.map { $0 < shadeOff } ?? false }
        return share < nearMatch && !(worst.map { $0 >= shadeOff } ?? false)
    }

    /// Whether the message says only that an image differs from its reference (`Snapshot does not match
    /// reference`, FBSnapshotTestCase's `Images different`): no share of it matched, no sizes that
    /// differ, no text diff of what the view holds — nothing that says whose change it was.
    static func isUnmeasuredImageMismatch(_ message: String) -> Bool {
        // (`New snapshot does not match stored snapshot`: a project's own helper comparing PNG data.)
        guard ["does not match reference", "Images different", "image pixels differed", "does not match stored snapshot"].contains(where: message.includes),
              matchingShare(in: message) == nil, worstPixelPrecision(in: message) == nil, !message.includes("@@ ")
        else { return false }
        let sizes = SnapshotSizes.pointSizes(in: message)
        return Set(sizes).count <= 1
    }

    /// The failure's snapshot messages say the pixels differ and not whose change: near the reference
    /// or unmeasured — and none of them (the log's, JUnit's) says more: a far share, sizes that differ,
    /// a text diff of what the view holds.
    static func saysOnlyPixelsDiffer(_ messages: [String]) -> Bool {
        let saysMore = messages.contains { message in
            message.includes("napshot") && (message.includes("@@ ") || isFar(message)
                || Set(SnapshotSizes.pointSizes(in: message)).count > 1)
        }
        return !saysMore && messages.contains(where: saysPixelsDiffer)
    }

    /// One message says the pixels differ and no more: near its reference, or unmeasured.
    static func saysPixelsDiffer(_ message: String) -> Bool {
        isNearMatch(message) || isUnmeasuredImageMismatch(message)
    }
}

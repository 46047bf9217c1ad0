import EvidenceCore

/// What failures share: the category, the deciding rule, and either the task identifier that rule
/// names or the failure's first message with its particulars (numbers, quoted strings, addresses,
/// directories) taken out. Failures with no rule and no message share their category alone.
package struct FailureCause: Hashable, Sendable {
    package var category: TriageCategory
    package var rule: String?
    /// The task identifier the deciding rule names (`com.example.app.cleanup`), when it names one.
    package var identifier: String?
    /// The normalised first message, when no identifier decides the cause.
    package var message: String?

    package init(category: TriageCategory, rule: String?, identifier: String?, message: String?) {
        self.category = category
        self.rule = rule
        self.identifier = identifier
        self.message = message
    }

    package init(_ failure: TriagedFailure) {
        let verdict = failure.classification.verdict
        category = failure.classification.category
        rule = verdict?.rule
        identifier = verdict?.task
        if identifier == nil, let first = failure.test.issues.first?.message {
            let normalised = Self.normalise(first)
            message = normalised.isEmpty ? nil : normalised
        }
    }

    /// The identifier, else the normalised message, else that there was none.
    package var text: String { identifier ?? message ?? "no failure message" }

    /// The normalised message is a key, not a text to read in full: beyond this, two messages that
    /// agree are the same cause.
    static let messageLimit = 400

    // MARK: - Normalising a message

    /// Numbers → `N`, double-quoted strings → `"…"`, hex, UUIDs and addresses → `X`, file paths →
    /// their last component, whitespace collapsed; capped at `messageLimit` bytes. Byte by byte
    /// (UTF-8): it runs once per failure, and a run can have tens of thousands.
    package static func normalise(_ message: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(min(message.utf8.count, messageLimit) + 8)
        var token: [UInt8] = []
        func flush() {
            guard !token.isEmpty else { return }
            if !output.isEmpty { output.append(space) }
            normaliseToken(token, into: &output)
            token.removeAll(keepingCapacity: true)
        }
        let bytes = Array(message.utf8)
        var index = 0
        while index < bytes.count, output.count < messageLimit {
            let byte = bytes[index]
            if isSpace(byte) {
                flush()
            } else if byte == quote, let close = bytes[(index + 1)...].firstIndex(of: quote) {
                token += ellipsisQuoted
                index = close
            } else if byte == openCurly[0], bytes[index...].starts(with: openCurly), let close = firstIndex(of: closeCurly, in: bytes, from: index + 3) {
                token += openCurly + ellipsis + closeCurly
                index = close + 2
            } else {
                token.append(byte)
            }
            index += 1
        }
        flush()
        if output.count > messageLimit {
            output.removeLast(output.count - messageLimit)
            // Not in the middle of a character.
            while let last = output.last, last & 0xC0 == 0x80 { output.removeLast() }
            if let last = output.last, last >= 0xC0 { output.removeLast() }
        }
        return String(decoding: output, as: UTF8.self)
    }

    static let space = UInt8(ascii: " ")
    static let quote = UInt8(ascii: "\"")
    static let slash = UInt8(ascii: "/")
    static let ellipsis: [UInt8] = Array("…".utf8)
    static let ellipsisQuoted: [UInt8] = Array("\"…\"".utf8)
    static let openCurly: [UInt8] = Array("“".utf8)
    static let closeCurly: [UInt8] = Array("”".utf8)

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    static func isAlphanumeric(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return (byte >= 0x30 && byte <= 0x39) || (lower >= 0x61 && lower <= 0x7A)
    }
    static func isHex(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return (byte >= 0x30 && byte <= 0x39) || (lower >= 0x61 && lower <= 0x66)
    }

    static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    static func normaliseToken(_ token: [UInt8], into output: inout [UInt8]) {
        var start = 0
        if looksLikePath(token), let slash = token.lastIndex(of: slash), slash + 1 < token.count { start = slash + 1 }
        // Runs of ASCII letters, digits and hyphens: a UUID is one run; otherwise each part between
        // hyphens is a number, a hex value or a word. A decimal (`N.N`) is one number.
        var index = start
        while index < token.count {
            let byte = token[index]
            guard isAlphanumeric(byte) || byte == UInt8(ascii: "-") else {
                output.append(byte)
                index += 1
                continue
            }
            var end = index
            while end < token.count, isAlphanumeric(token[end]) || token[end] == UInt8(ascii: "-") { end += 1 }
            normaliseRun(token[index..<end], into: &output)
            index = end
            // `12.5`: the fraction joins the number.
            if output.last == UInt8(ascii: "N"), output.count >= 2 ? !isAlphanumeric(output[output.count - 2]) : true,
               index + 1 < token.count, token[index] == UInt8(ascii: "."), isDigit(token[index + 1]) {
                index += 1
                while index < token.count, isDigit(token[index]) { index += 1 }
            }
        }
    }

    static func looksLikePath(_ token: [UInt8]) -> Bool {
        guard let lastSlash = token.lastIndex(of: slash) else { return false }
        if token.first == slash || token.starts(with: Array("~/".utf8)) || token.starts(with: Array("./".utf8)) || token.starts(with: Array("../".utf8)) { return true }
        if firstIndex(of: Array("://".utf8), in: token, from: 0) != nil { return true }
        // `Sources/App/Job.swift:42`: a relative path to a file with an extension.
        return token.filter { $0 == slash }.count >= 2 && token[(lastSlash + 1)...].contains(UInt8(ascii: "."))
    }

    static func normaliseRun(_ run: ArraySlice<UInt8>, into output: inout [UInt8]) {
        let hyphen = UInt8(ascii: "-")
        // A UUID: 8-4-4-4-12 hex digits.
        if run.count == 36 {
            var isUUID = true
            for (offset, byte) in run.enumerated() {
                let dash = offset == 8 || offset == 13 || offset == 18 || offset == 23
                if dash ? byte != hyphen : !isHex(byte) { isUUID = false; break }
            }
            if isUUID { output.append(UInt8(ascii: "X")); return }
        }
        var start = run.startIndex
        while start <= run.endIndex {
            var end = start
            while end < run.endIndex, run[end] != hyphen { end += 1 }
            if start > run.startIndex { output.append(hyphen) }
            normalisePart(run[start..<end], into: &output)
            start = end + 1
        }
    }

    /// A number → `N`; `0x…` or a long hex value with digits and letters → `X`; else as it is.
    static func normalisePart(_ part: ArraySlice<UInt8>, into output: inout [UInt8]) {
        guard !part.isEmpty else { return }
        var digits = 0
        var hexLetters = 0
        for byte in part {
            if isDigit(byte) { digits += 1 } else if isHex(byte) { hexLetters += 1 }
        }
        if digits == part.count {
            output.append(UInt8(ascii: "N"))
            return
        }
        let first = part.startIndex
        if part.count > 2, part[first] == UInt8(ascii: "0"), part[first + 1] | 0x20 == UInt8(ascii: "x"), digits + hexLetters == part.count - 1 {
            output.append(UInt8(ascii: "X"))
            return
        }
        if part.count >= 8, digits + hexLetters == part.count, digits > 0 {
            output.append(UInt8(ascii: "X"))
            return
        }
        output += part
    }
}

/// Failures that share a cause: one block in the report and the comment, one entry in the JSON.
package struct FailureGroup: Sendable {
    /// `g1`, `g2`, … in report order.
    package var id: String
    package var cause: FailureCause
    /// Sorted by test.
    package var failures: [TriagedFailure]

    package var count: Int { failures.count }
    package var category: TriageCategory { cause.category }
    package var tests: [TestIdentifier] { failures.map(\.test.id) }

    /// The first message of every failure of the group, when they all have the same one and no
    /// identifier decides the cause: what the report shows as the cause, since the key
    /// (`cause.message`) has taken out the quoted names and numbers that say which expectation or
    /// task failed. nil when the messages differ (the report shows the key).
    var sharedMessage: String? {
        guard cause.identifier == nil, cause.message != nil, let first = failures.first?.test.issues.first?.message else { return nil }
        return failures.dropFirst().allSatisfy { $0.test.issues.first?.message == first } ? first : nil
    }

    /// The lowest and highest confidence of the group's labels.
    package var confidence: (lowest: Double, highest: Double) {
        let values = failures.map(\.classification.confidence)
        return (values.min() ?? 0, values.max() ?? 0)
    }

    /// Who should act: the deciding rule's owner, else the category's usual one.
    package var owner: String {
        failures.first?.classification.verdict?.owner ?? category.owner
    }
}

/// The failures of a run grouped by cause: biggest first, then by category, then by cause.
package struct FailureGrouping: Sendable {
    package var groups: [FailureGroup]
    /// For each failure of the input, in its order, the index of its group in `groups`.
    package var groupOfFailure: [Int]

    package init(_ failures: [TriagedFailure]) {
        var indexOfCause: [FailureCause: Int] = [:]
        var causes: [FailureCause] = []
        var members: [[Int]] = []
        var causeOfFailure: [Int] = []
        causeOfFailure.reserveCapacity(failures.count)
        for (index, failure) in failures.enumerated() {
            let cause = FailureCause(failure)
            let slot: Int
            if let existing = indexOfCause[cause] {
                slot = existing
            } else {
                slot = causes.count
                indexOfCause[cause] = slot
                causes.append(cause)
                members.append([])
            }
            members[slot].append(index)
            causeOfFailure.append(slot)
        }
        let order = causes.indices.sorted { left, right in
            if members[left].count != members[right].count { return members[left].count > members[right].count }
            let (a, b) = (causes[left], causes[right])
            if a.category != b.category { return a.category < b.category }
            if a.text != b.text { return a.text < b.text }
            return (a.rule ?? "") < (b.rule ?? "")
        }
        var position = [Int](repeating: 0, count: causes.count)
        var groups: [FailureGroup] = []
        groups.reserveCapacity(causes.count)
        for (rank, slot) in order.enumerated() {
            position[slot] = rank
            let sorted = members[slot].map { (name: failures[$0].test.id.description, failure: failures[$0]) }.sorted { $0.name < $1.name }
            groups.append(FailureGroup(id: "g\(rank + 1)", cause: causes[slot], failures: sorted.map(\.failure)))
        }
        self.groups = groups
        groupOfFailure = causeOfFailure.map { position[$0] }
    }
}

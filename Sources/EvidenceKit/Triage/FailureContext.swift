/// Everything the rules may look at for one failed test: its own messages and log lines, and the
/// run-wide configuration signals (records, plists) that decide configuration regressions.
///
/// Built once per failure: the texts and the identifiers it exercises are worked out in `init`,
/// not again by every rule that asks.
public struct FailureContext: Sendable {
    public let test: TestResult
    /// Log lines printed while the test ran (from raw logs), with where they are.
    public let logLines: [EvidencePointer]
    public let registrations: [RegistrationRecord]
    public let plists: [AppInfoPlist]
    /// Failure messages and log lines, each with the pointer that backs it.
    public let texts: [(text: String, evidence: EvidencePointer?)]
    /// See `identifiersExercised`.
    public private(set) var exercisedIdentifiers: [String]

    public init(test: TestResult, logLines: [EvidencePointer] = [], registrations: [RegistrationRecord] = [], plists: [AppInfoPlist] = []) {
        self.test = test
        self.logLines = logLines
        self.registrations = registrations
        self.plists = plists
        texts = test.issues.map { ($0.message, $0.evidence) } + logLines.map { ($0.excerpt ?? "", $0) }
        exercisedIdentifiers = []
        exercisedIdentifiers = identifiersExercised()
    }

    /// The first text containing `needle`, with its evidence.
    public func firstText(containing needle: String) -> (text: String, evidence: EvidencePointer?)? {
        texts.first { $0.text.includes(needle) }
    }

    /// Task identifiers the run knows of: from records and plists, plus reverse-DNS strings in the
    /// failure's texts that speak of a task and share their first two components with one of the
    /// app's own identifiers (`com.example.…` beside `com.example.app`) — so a host name, an error
    /// domain or a type path in a message is never taken for a task.
    public var knownIdentifiers: Set<String> {
        var identifiers = Set(registrations.map(\.identifier))
        for plist in plists { identifiers.formUnion(plist.permittedIdentifiers) }
        let bundleIdentifiers = Set(plists.compactMap(\.bundleIdentifier))
        let ownPrefixes = Set((identifiers.union(bundleIdentifiers)).compactMap(Self.ownerPrefix))
        guard !ownPrefixes.isEmpty else { return identifiers }
        for (text, _) in texts where TaskIdentifierScanner.speaksOfTasks(text) {
            for candidate in TaskIdentifierScanner.identifiers(in: text)
            where !bundleIdentifiers.contains(candidate) && Self.ownerPrefix(candidate).map(ownPrefixes.contains) == true {
                identifiers.insert(candidate)
            }
        }
        return identifiers
    }

    /// `com.example` of `com.example.app.refresh`.
    static func ownerPrefix(_ identifier: String) -> String? {
        let parts = identifier.split(separator: ".", maxSplits: 2)
        guard parts.count >= 2 else { return nil }
        return "\(parts[0]).\(parts[1])"
    }

    /// The task identifiers this test exercises: named in its messages or log lines, or whose last
    /// component is in the test's name (`cleanup` of `com.example.app.cleanup` in
    /// `testCleanupRuns`; all of `exposure-notification`'s parts; or one edit away, so a misspelled
    /// identifier is still tied to its test).
    private func identifiersExercised() -> [String] {
        let words = TaskIdentifierScanner.words(of: test.id.suite + " " + test.id.name)
        let joinedTexts = texts.map(\.text).joined(separator: "\n")
        return knownIdentifiers.filter { identifier in
            if joinedTexts.includes(identifier) { return true }
            guard let last = identifier.split(separator: ".").last?.lowercased() else { return false }
            let parts = last.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
            if parts.count > 1 { return parts.allSatisfy { words.contains($0) } }
            guard last.count >= 4 else { return false }
            if words.contains(last) { return true }
            return last.count >= 5 && words.contains { EditDistance.between($0, last) == 1 }
        }.sorted()
    }
}

/// Finds task identifiers in free text and splits test names into words.
enum TaskIdentifierScanner {
    /// Reverse-DNS strings with at least three components (`com.example.app.refresh`).
    static func identifiers(in text: String) -> Set<String> {
        var found = Set<String>()
        let bytes = Array(text.utf8)
        var start = 0
        func isIdentifierByte(_ byte: UInt8) -> Bool {
            let lower = byte | 0x20
            return (lower >= 97 && lower <= 122) || (byte >= 48 && byte <= 57) || byte == 46 || byte == 45 || byte == 95
        }
        func take(_ end: Int) {
            var (low, high) = (start, end)
            while low < high, bytes[low] == 46 { low += 1 }
            while high > low, bytes[high - 1] == 46 { high -= 1 }
            guard high - low >= 5 else { return }
            let candidate = String(decoding: bytes[low..<high], as: UTF8.self)
            let parts = candidate.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count >= 3, parts.allSatisfy({ !$0.isEmpty }), parts[0].first?.isLetter == true,
                !candidate.hasSuffix(".swift"), !candidate.hasSuffix(".m")
            else { return }
            found.insert(candidate)
        }
        for (index, byte) in bytes.enumerated() where !isIdentifierByte(byte) {
            if index > start { take(index) }
            start = index + 1
        }
        if bytes.count > start { take(bytes.count) }
        return found
    }

    static let taskWords = ["task", "Task", "BGTask", "identifier", "register", "Register", "submit", "Submit", "schedul", "Schedul", "launch"]

    static func speaksOfTasks(_ text: String) -> Bool {
        taskWords.contains { text.includes($0) }
    }

    /// Lowercased words of camelCase / snake_case names: `testCleanupTaskRuns` → test, cleanup, task, runs.
    static func words(of name: String) -> Set<String> {
        var words = Set<String>()
        var current = ""
        for character in name {
            if character.isUppercase, !current.isEmpty {
                words.insert(current.lowercased())
                current = String(character)
            } else if character.isLetter || character.isNumber {
                current.append(character)
            } else {
                if !current.isEmpty { words.insert(current.lowercased()) }
                current = ""
            }
        }
        if !current.isEmpty { words.insert(current.lowercased()) }
        return words
    }
}

import Foundation

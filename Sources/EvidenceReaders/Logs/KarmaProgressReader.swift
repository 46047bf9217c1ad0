import EvidenceCore

/// Karma's progress reporter, as a NativeScript or Ionic app's unit tests print it on the
/// Simulator (`ns test ios`, `ng test`): the browser's name before each count
/// (`NativeScript / 17.5 (17.5; iPhone): Executed 18 of 31 SUCCESS (0 secs / 0.604 secs)`), and a
/// failed spec as the same name, the spec's full name (its `describe` titles and its own, joined by
/// blanks) and `FAILED`, its message and stack indented under it:
///
///     NativeScript / 17.5 (17.5; iPhone) CompactionStatus publishes the last compaction time FAILED
///     	Expected null to equal '2025-03-11T09:17:41.208Z'.
///     	    at UserContext.<anonymous> (src/tests/compaction-status.spec.ts:26:40)
///
/// Where the describe titles end in the full name Karma does not say: the test is named by its
/// full name under its spec file's stem (as package:test's full names are), once the stack names the file.
struct KarmaProgressReader {
    typealias Event = RunnerOutputEvent

    /// The browsers a count named: a failure's line starts with one of them.
    private var browsers: [String] = []
    private var block: (fullName: String, message: [String], location: SourceLocation?, evidence: EvidencePointer)?
    static let maximumMessageLines = 6
    static let maximumBrowsers = 8

    static let executed = Array(": Executed ".utf8)
    static let failed = Array(" FAILED".utf8)

    /// Whether `line` may be Karma's, cheaply, on bytes: a count, once a count named a browser a line
    /// ending in `FAILED`, or a line under an open failure. Every other line of the log is not read.
    func mayRead(_ line: LogLine) -> Bool {
        block != nil || !browsers.isEmpty && line.hasSuffix(Self.failed) || line.firstIndex(of: Self.executed) != nil
    }

    /// `<browser>: Executed 3 of 31 …`: the browser.
    static func countingBrowser(_ text: String) -> String? {
        guard let range = text.range(of: ": Executed "), range.lowerBound > text.startIndex else { return nil }
        let rest = text[range.upperBound...].split(separator: " ", maxSplits: 3)
        guard rest.count >= 3, Int(rest[0]) != nil, rest[1] == "of", Int(rest[2]) != nil else { return nil }
        return String(text[..<range.lowerBound])
    }

    /// What `line` says, if it is Karma's; `claimed` is false for a line that is not.
    mutating func read(_ text: String, at evidence: @autoclosure () -> EvidencePointer) -> (claimed: Bool, events: [Event]) {
        if let browser = Self.countingBrowser(text) {
            if !browsers.contains(browser), browsers.count < Self.maximumBrowsers { browsers.append(browser) }
            return (true, endBlock())
        }
        guard !browsers.isEmpty else { return (false, []) }
        if text.hasSuffix(" FAILED"), let browser = browsers.first(where: { text.hasPrefix($0 + " ") }) {
            let ended = endBlock()
            let fullName = text.dropFirst(browser.count + 1).dropLast(" FAILED".count).trimmingCharacters(in: .whitespaces)
            guard !fullName.isEmpty else { return (true, ended) }
            block = (fullName, [], nil, evidence())
            return (true, ended)
        }
        guard var open = block, text.hasPrefix("\t") || text.hasPrefix("    ") else { return (false, endBlock()) }
        let body = text.trimmingCharacters(in: .whitespaces)
        if body.hasPrefix("at ") {
            if open.location == nil, let place = JestOutputReader.projectScriptFrame(body[...]) { open.location = place }
        } else if open.location == nil, !body.isEmpty, open.message.count < Self.maximumMessageLines {
            open.message.append(body)
        }
        block = open
        return (true, [])
    }

    /// The open failure, ended: named under its spec file's stem (the stack's first file of the
    /// project), or Karma's own name for the run when the stack names none.
    mutating func endBlock() -> [Event] {
        guard let open = block else { return [] }
        block = nil
        let suite = open.location.map { JestOutputReader.scriptStem($0.file) } ?? "Karma"
        let id = TestIdentifier(module: nil, suite: suite, name: open.fullName)
        return RunnerOutputEvent.failed(id, lines: open.message, location: open.location, evidence: open.evidence)
    }
}

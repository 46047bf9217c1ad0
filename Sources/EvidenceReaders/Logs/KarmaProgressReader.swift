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
///
/// Without a terminal Karma prints its count only at the end, after every failure: a line ending in
/// `FAILED` before any count is kept aside, unclaimed (Gradle's and others' lines end so too), and is a
/// failed spec only once a count names the browser its line starts with.
struct KarmaProgressReader {
    typealias Event = RunnerOutputEvent
    /// A failure's lines: its full name (the browser's name still before it while no count named one),
    /// and what the app printed before it since the last failure (`printed`).
    private typealias Block = (fullName: String, message: [String], location: SourceLocation?, evidence: EvidencePointer, printed: [EvidencePointer])

    /// The browsers a count named: a failure's line starts with one of them.
    private var browsers: [String] = []
    private var block: Block?
    /// Whether the open block was read before any count named a browser.
    private var blockIsUnconfirmed = false
    /// Failures read before any count, waiting for one to name their browser.
    private var unconfirmed: [Block] = []
    static let maximumMessageLines = 6
    static let maximumBrowsers = 8
    static let maximumUnconfirmed = 256

    static let executed = Array(": Executed ".utf8)
    static let failed = Array(" FAILED".utf8)

    /// Whether `line` may be Karma's, cheaply, on bytes: a count, once a count named a browser a line
    /// ending in `FAILED`, or a line under an open failure. Every other line of the log is not read.
    func mayRead(_ line: LogLine) -> Bool {
        block != nil || line.hasSuffix(Self.failed) || line.firstIndex(of: Self.executed) != nil
    }

    /// `<browser>: Executed 3 of 31 …`: the browser.
    static func countingBrowser(_ text: String) -> String? {
        guard let range = text.range(of: ": Executed "), range.lowerBound > text.startIndex else { return nil }
        let rest = text[range.upperBound...].split(separator: " ", maxSplits: 3)
        guard rest.count >= 3, Int(rest[0]) != nil, rest[1] == "of", Int(rest[2]) != nil else { return nil }
        return String(text[..<range.lowerBound])
    }

    /// What `line` says, if it is Karma's; `claimed` is false for a line that is not. `printed` hands over
    /// the lines the app printed that no test took: Karma prints a spec's failure once it has run, so
    /// they are the failed spec's (its passed neighbours print nothing to tell them apart).
    mutating func read(_ text: String, at evidence: @autoclosure () -> EvidencePointer,
                       printed: () -> [EvidencePointer] = { [] }) -> (claimed: Bool, events: [Event]) {
        if let browser = Self.countingBrowser(text) {
            if !browsers.contains(browser), browsers.count < Self.maximumBrowsers { browsers.append(browser) }
            return (true, endBlock() + confirmed(by: browser))
        }
        guard !browsers.isEmpty else { return (false, readUnconfirmed(text, at: evidence(), printed: printed)) }
        if text.hasSuffix(" FAILED"), let browser = browsers.first(where: { text.hasPrefix($0 + " ") }) {
            let ended = endBlock()
            let fullName = text.dropFirst(browser.count + 1).dropLast(" FAILED".count).trimmingCharacters(in: .whitespaces)
            guard !fullName.isEmpty else { return (true, ended) }
            block = (fullName, [], nil, evidence(), printed())
            return (true, ended)
        }
        guard block != nil, text.hasPrefix("\t") || text.hasPrefix("    ") else { return (false, endBlock()) }
        addToBlock(text)
        return (true, [])
    }

    /// An indented line under the open failure: its message, or the stack's first frame of the project.
    private mutating func addToBlock(_ text: String) {
        guard var open = block else { return }
        let body = text.trimmingCharacters(in: .whitespaces)
        if body.hasPrefix("at ") {
            if open.location == nil, let place = JestOutputReader.projectScriptFrame(body[...]) { open.location = place }
        } else if open.location == nil, !body.isEmpty, open.message.count < Self.maximumMessageLines {
            open.message.append(body)
        }
        block = open
    }

    /// A line before any count: a failure's heading or its message kept aside, nothing claimed.
    private mutating func readUnconfirmed(_ text: String, at evidence: @autoclosure () -> EvidencePointer, printed: () -> [EvidencePointer]) -> [Event] {
        if text.hasSuffix(" FAILED"), let first = text.first, !first.isWhitespace {
            _ = endBlock()
            block = (String(text.dropLast(" FAILED".count)), [], nil, evidence(), printed())
            blockIsUnconfirmed = true
            return []
        }
        if block != nil, text.hasPrefix("\t") || text.hasPrefix("    ") {
            addToBlock(text)
            return []
        }
        return endBlock()
    }

    /// The failures kept aside whose line starts with `browser`, now Karma's.
    private mutating func confirmed(by browser: String) -> [Event] {
        let prefix = browser + " "
        let found = unconfirmed.filter { $0.fullName.hasPrefix(prefix) }
        unconfirmed.removeAll()
        return found.flatMap { found in
            let fullName = found.fullName.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
            return fullName.isEmpty ? [] : events(of: (fullName, found.message, found.location, found.evidence, found.printed))
        }
    }

    /// The open failure, ended: named under its spec file's stem (the stack's first file of the
    /// project), or by its full name alone when the stack names none. One read before any count is
    /// kept aside instead.
    mutating func endBlock() -> [Event] {
        guard let open = block else { return [] }
        block = nil
        if blockIsUnconfirmed {
            blockIsUnconfirmed = false
            if unconfirmed.count < Self.maximumUnconfirmed { unconfirmed.append(open) }
            return []
        }
        return events(of: open)
    }

    private func events(of open: Block) -> [Event] {
        // (No suite where the stack names no file: karma-junit-reporter's XML, where there is one, splits
        // the name into its describe and title, and the merged test takes that.)
        let suite = open.location.map { JestOutputReader.scriptStem($0.file) } ?? ""
        let id = TestIdentifier(module: nil, suite: suite, name: open.fullName)
        return (open.printed.isEmpty ? [] : [.lines(id, open.printed)])
            + RunnerOutputEvent.failed(id, lines: open.message, location: open.location, evidence: open.evidence)
    }
}

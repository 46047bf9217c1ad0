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
/// Without a terminal Karma prints its counts only at the end, after every failure: a line ending in
/// `FAILED` whose browser no count has named yet is kept aside, unclaimed (Gradle's and an app's own
/// lines end so too), and is a failed spec only once a count names the browser its line starts with —
/// each browser's by its own count.
///
/// What the app printed before a failure, since the last failure, is handed to the failed spec: Karma
/// prints a spec's failure once it has run. (A passed spec in between prints nothing to tell its lines
/// apart, and the first failure takes the app's launch lines too — UIKit's warning of a background mode
/// the plist lacks, for a spec of that plist.) A failure kept aside only copies those lines: they stay
/// the next test's until its browser's count confirms it (then they are its own, and no later failure's).
struct KarmaProgressReader {
    typealias Event = RunnerOutputEvent

    /// A failure's lines: its full name (the browser's name still before it while unconfirmed), its
    /// message, its place, and what the app printed before it.
    private struct Failure {
        var fullName: String
        var message: [String] = []
        var location: SourceLocation?
        var evidence: EvidencePointer
        var printed: [EvidencePointer]
        /// Read before a count named its browser: kept aside until one does.
        var isUnconfirmed: Bool
        /// The last line of its block (its message and stack, indented under it).
        var lastLine = 0
    }

    /// The browsers a count named: a failure's line starts with one of them.
    private var browsers: [String] = []
    private var block: Failure?
    /// Failures whose browser no count had named, waiting for one to.
    private var unconfirmed: [Failure] = []
    /// The line of the last failure kept aside: the next one's copy of what the app printed starts after it.
    private var lastUnconfirmedLine = 0
    /// The last line (its block's) of the last failure kept aside that a count then confirmed: what the app
    /// printed up to it is that failure's (its copy), no later failure's.
    private var confirmedThroughLine = 0
    static let maximumMessageLines = 6
    static let maximumBrowsers = 8
    static let maximumUnconfirmed = 256

    static let executed = Array(": Executed ".utf8)
    static let failed = Array(" FAILED".utf8)

    /// Whether `line` may be Karma's, cheaply, on bytes: a count, a line ending in `FAILED`, or a line
    /// under an open failure. Every other line of the log is not read.
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

    /// What `line` says, if it is Karma's; `claimed` is false for a line that is not (nor is a failure
    /// kept aside, nor its message). `printed(take)` hands over the lines the app printed that no test
    /// took — taken from the reader (`take`) for a confirmed failure, copied for one kept aside.
    mutating func read(_ text: String, at evidence: @autoclosure () -> EvidencePointer,
                       printed: (_ take: Bool) -> [EvidencePointer] = { _ in [] }) -> (claimed: Bool, events: [Event]) {
        if let browser = Self.countingBrowser(text) {
            if !browsers.contains(browser), browsers.count < Self.maximumBrowsers { browsers.append(browser) }
            return (true, endBlock() + confirmed(by: browser))
        }
        if text.hasSuffix(" FAILED"), let first = text.first, !first.isWhitespace {
            let ended = endBlock()
            guard let browser = browsers.first(where: { text.hasPrefix($0 + " ") }) else {
                let pointer = evidence(), since = lastUnconfirmedLine
                lastUnconfirmedLine = pointer.line ?? lastUnconfirmedLine
                block = Failure(fullName: String(text.dropLast(" FAILED".count)), evidence: pointer,
                                printed: printed(false).filter { ($0.line ?? 0) > since }, isUnconfirmed: true)
                return (false, ended)
            }
            let fullName = text.dropFirst(browser.count + 1).dropLast(" FAILED".count).trimmingCharacters(in: .whitespaces)
            guard !fullName.isEmpty else { return (true, ended) }
            let handedOver = confirmedThroughLine
            block = Failure(fullName: fullName, evidence: evidence(), printed: printed(true).filter { ($0.line ?? 0) > handedOver }, isUnconfirmed: false)
            return (true, ended)
        }
        guard let open = block, text.hasPrefix("\t") || text.hasPrefix("    ") else { return (false, endBlock()) }
        addToBlock(text, at: evidence().line)
        return (!open.isUnconfirmed, [])
    }

    /// An indented line under the open failure: its message, or the stack's first frame of the project.
    private mutating func addToBlock(_ text: String, at line: Int?) {
        guard var open = block else { return }
        open.lastLine = line ?? open.lastLine
        let body = text.trimmingCharacters(in: .whitespaces)
        if body.hasPrefix("at ") {
            if open.location == nil, let place = JestOutputReader.projectScriptFrame(body[...]) { open.location = place }
        } else if open.location == nil, !body.isEmpty, open.message.count < Self.maximumMessageLines {
            open.message.append(body)
        }
        block = open
    }

    /// The failures kept aside whose line starts with `browser`, now Karma's; the other browsers' wait on.
    private mutating func confirmed(by browser: String) -> [Event] {
        let prefix = browser + " "
        let found = unconfirmed.filter { $0.fullName.hasPrefix(prefix) }
        unconfirmed.removeAll { $0.fullName.hasPrefix(prefix) }
        confirmedThroughLine = max(confirmedThroughLine, found.map { max($0.lastLine, $0.evidence.line ?? 0) }.max() ?? 0)
        return found.flatMap { found in
            var failure = found
            failure.fullName = found.fullName.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
            return failure.fullName.isEmpty ? [] : events(of: failure)
        }
    }

    /// The open failure, ended: named under its spec file's stem (the stack's first file of the
    /// project), or by its full name alone when the stack names none. One whose browser no count has
    /// named yet is kept aside instead.
    mutating func endBlock() -> [Event] {
        guard let open = block else { return [] }
        block = nil
        if open.isUnconfirmed {
            if unconfirmed.count < Self.maximumUnconfirmed { unconfirmed.append(open) }
            return []
        }
        return events(of: open)
    }

    private func events(of failure: Failure) -> [Event] {
        // (No suite where the stack names no file: karma-junit-reporter's XML, where there is one, splits
        // the name into its describe and title, and the merged test takes that.)
        let suite = failure.location.map { JestOutputReader.scriptStem($0.file) } ?? ""
        let id = TestIdentifier(module: nil, suite: suite, name: failure.fullName)
        return (failure.printed.isEmpty ? [] : [.lines(id, failure.printed)])
            + RunnerOutputEvent.failed(id, lines: failure.message, location: failure.location, evidence: failure.evidence)
    }
}

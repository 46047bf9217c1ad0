import EvidenceCore

/// Vitest's default reporter, as a Capacitor or Ionic app's unit tests print it in the same job as
/// the iOS build (`npx vitest run`): the run's banner (` RUN  v3.2.4 /path`), each file's line
/// (` ✓ src/x.test.ts (9 tests) 14ms`, ` ❯ src/y.test.ts (2 tests | 1 failed) 9ms`) with its tests
/// under it where one failed (`   × describe > title 5ms`, `   ✓ …`, `   ↓ …` skipped; Vitest 4 nests
/// them under `❯ describe (3)` instead), then each failure's block: ` FAIL  src/y.test.ts > describe >
/// title` (a workspace's project first: ` FAIL  |unit| src/…`), the error (`AssertionError: expected
/// '3.3 fm' to be '3.4 fm'`), the matcher's values, and the place ` ❯ src/y.test.ts:11:36` over a
/// code frame. A failure is read from its block, which names it whole, and from the tree's flat
/// lines, which name it whole too (the block may be on standard error, kept apart); so are passes and skips. Read after the banner or a failure's heading only: Jest's
/// ` FAIL  path` header (no ` > ` after the path) stays Jest's.
struct VitestOutputReader {
    typealias Event = RunnerOutputEvent

    private var active = false
    /// Tests already recorded as failed: the tree's `×` line and the block's heading name one failure.
    private var failed = Set<TestIdentifier>()
    /// The failure block being read: its test, its message's lines, whether the message ended, its place.
    private var block: (id: TestIdentifier, message: [String], messageEnded: Bool, location: SourceLocation?, evidence: EvidencePointer)?
    static let maximumMessageLines = 6
    static let banner = Array(" RUN  v".utf8)
    static let failHeading = Array(" FAIL  ".utf8)
    /// The matcher's values and a diff's heading: the code's data, not words a signal may read as a cause.
    static let valueLines = ["Expected:", "Received:", "- Expected", "+ Received"]
    /// The run's closing summary.
    static let summaryLines = ["Test Files ", "Tests ", "Start at ", "Duration "]

    var isReading: Bool { active }

    /// Whether `line` can start Vitest's output: its banner, or a failure's heading (`path > title`).
    static func mayStart(_ line: LogLine) -> Bool {
        line.hasPrefix(banner) || line.hasPrefix(failHeading) && heading(line.text) != nil
    }

    /// What `line` says, if it is Vitest's; `claimed` is false for a line that is not.
    mutating func read(_ text: String, at evidence: @autoclosure () -> EvidencePointer) -> (claimed: Bool, events: [Event]) {
        if text.utf8.starts(with: Self.banner) {
            active = true
            return (true, endBlock())
        }
        if let id = Self.heading(text) {
            active = true
            let ended = endBlock()
            block = (id, [], false, nil, evidence())
            return (true, ended + recordFailed(id))
        }
        guard active else { return (false, []) }
        let body = text.drop { $0 == " " }
        let summary = Self.summaryLines.contains(where: body.hasPrefix)
        // The run's closing summary ends the failure being read (its last block has no rule line after it), and its
        // count of tests (`Tests  1 failed | 6 passed (7)`) or its duration, the last of it, ends Vitest's output: a
        // later step's lines (xcpretty's `✓ testX (0.012 seconds)`) are not Vitest's.
        if summary {
            let ended = endBlock()
            if body.hasPrefix("Tests ") || body.hasPrefix("Duration ") { active = false }
            return (true, ended)
        }
        if var open = block {
            if body.hasPrefix("❯ ") {
                // The failure's place; the code frame under it ends the block's reading.
                if open.location == nil { open.location = Self.place(body.dropFirst(2)) }
                open.messageEnded = true
            } else if body.hasPrefix("⎯") {
                return (true, endBlock())
            } else if body.isEmpty {
                open.messageEnded = open.messageEnded || !open.message.isEmpty
            } else if !open.messageEnded, open.message.count < Self.maximumMessageLines, !Self.valueLines.contains(where: body.hasPrefix) {
                open.message.append(String(body))
            }
            block = open
            return (true, [])
        }
        if let (status, id) = Self.treeResult(body) {
            return (true, status == .failed ? recordFailed(id) : [.result(id, status, duration: nil, evidence: nil)])
        }
        // The file lines, the `Failed Tests` rule and the closing summary: Vitest's, and nothing to record.
        if body.hasPrefix("❯ ") || body.hasPrefix("✓ ") || body.hasPrefix("⎯") || body.hasPrefix("→ ") {
            return (true, [])
        }
        return (false, [])
    }

    private mutating func recordFailed(_ id: TestIdentifier) -> [Event] {
        failed.insert(id).inserted ? [.result(id, .failed, duration: nil, evidence: nil)] : []
    }

    /// The failure read so far, ended (at the next heading, a rule line, or the log's end).
    mutating func endBlock() -> [Event] {
        guard let open = block else { return [] }
        block = nil
        let message = RunnerOutputEvent.message(of: open.message)
        return [.failure(open.id, message: message, location: open.location, evidence: open.evidence)]
    }

    /// ` FAIL  src/y.test.ts > describe > title` (or ` FAIL  |project| src/…`): the test, its suite the
    /// `describe` titles as Vitest joins them (` > `), else the file's name.
    static func heading(_ text: String) -> TestIdentifier? {
        guard text.utf8.starts(with: failHeading) else { return nil }
        var rest = Substring(text).dropFirst(failHeading.count).drop { $0 == " " }
        if rest.hasPrefix("|"), let close = rest.dropFirst().firstIndex(of: "|") { rest = rest[rest.index(after: close)...].drop { $0 == " " } }
        let parts = rest.components(separatedBy: " > ")
        guard parts.count >= 2, let path = parts.first, JestOutputReader.jsExtensions.contains(where: path.hasSuffix),
              let title = parts.last, !title.isEmpty
        else { return nil }
        let suite = parts.count > 2 ? parts.dropFirst().dropLast().joined(separator: " > ") : JestOutputReader.scriptStem(path)
        return TestIdentifier(module: nil, suite: suite, name: title)
    }

    /// A flat tree line, `✓ describe > title 1ms` (`×` failed, `↓` skipped): the test and its status. A
    /// file's own line (`✓ src/x.test.ts (9 tests) 14ms`) and Vitest 4's nested titles name no whole test.
    static func treeResult(_ body: Substring) -> (TestStatus, TestIdentifier)? {
        let statuses: [(String, TestStatus)] = [("✓ ", .passed), ("× ", .failed), ("↓ ", .skipped)]
        guard let (mark, status) = statuses.first(where: { body.hasPrefix($0.0) }) else { return nil }
        var title = body.dropFirst(mark.count)
        // The duration Vitest puts after the title: ` 5ms`, ` 1.2s`.
        if let blank = title.lastIndex(of: " "), title[title.index(after: blank)...].hasSuffix("ms") || title[title.index(after: blank)...].hasSuffix("s"),
           title[title.index(after: blank)...].first?.isNumber == true {
            title = title[..<blank]
        }
        let parts = title.components(separatedBy: " > ")
        guard parts.count >= 2, let first = parts.first, !JestOutputReader.jsExtensions.contains(where: { first.hasSuffix($0) || first.contains($0 + " (") }),
              let name = parts.last, !name.isEmpty
        else { return nil }
        return (status, TestIdentifier(module: nil, suite: parts.dropLast().joined(separator: " > "), name: name))
    }

    /// `src/y.test.ts:11:36`, or a function's name before it (`it.extend.fixture test.js:9:20`).
    static func place(_ text: Substring) -> SourceLocation? {
        guard let place = JestOutputReader.place(text.split(separator: " ").last ?? ""), place.line > 0 else { return nil }
        return place
    }
}

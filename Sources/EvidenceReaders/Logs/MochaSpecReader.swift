import EvidenceCore

/// The failures Mocha's spec reporter lists after its counts, as end-to-end tests driven through
/// Appium print them with no runner around them (`ns-dev-appium`, `mocha e2e/`, Cypress, Detox's old
/// Mocha runner):
///
///       1 passing (6m)
///       2 failing
///
///       1) background-tasks
///            runs the nightly compaction processing task while backgrounded:
///
///           AssertionError: expected false to be true
///           + expected - actual
///           …
///           at Context.<anonymous> (e2e/background-tasks.e2e.ts:36:12)
///
/// Each failure's title path is on its own lines, the test's title last and ending in `:`; then its
/// message, a blank line (and the diff), then its stack. A test's suite is its `describe` titles
/// joined as Jest joins them (` › `). Read from `N failing` on, and only the list: the tree above
/// it marks a failed test by the same number, which the list names in full.
/// (WebdriverIO's reporter, the same with a worker's prefix on every line, is `WebdriverIOSpecReader`'s.)
struct MochaSpecReader {
    typealias Event = RunnerOutputEvent

    private enum Part { case title, message, rest }
    private var inList = false
    private var block: (titles: [String], part: Part, message: [String], location: SourceLocation?, evidence: EvidencePointer)?
    static let maximumMessageLines = 6
    static let maximumTitleLines = 8

    var isReading: Bool { inList }

    /// Whether `line` opens the list: `  2 failing` (only blanks before the count).
    static func mayStart(_ line: LogLine) -> Bool {
        guard !line.isEmpty, line[0] == 0x20 || line[0] >= 0x30 && line[0] <= 0x39, line.hasSuffix(failing) else { return false }
        return failingCount(line.text) != nil
    }
    static let failing = Array(" failing".utf8)

    /// `  2 failing`: the count.
    static func failingCount(_ text: String) -> Int? {
        let words = text.split(separator: " ")
        guard words.count == 2, words[1] == "failing" else { return nil }
        return Int(words[0])
    }

    /// What `line` says, if it is the list's; `claimed` is false for a line that is not (the list has ended).
    mutating func read(_ text: String, at evidence: @autoclosure () -> EvidencePointer) -> (claimed: Bool, events: [Event]) {
        if Self.failingCount(text) != nil {
            inList = true
            return (true, endBlock())
        }
        guard inList else { return (false, []) }
        let indent = text.prefix { $0 == " " || $0 == "\t" }.count
        let body = text.dropFirst(indent).trimmingCharacters(in: .whitespaces)
        if let (_, title) = Self.numbered(body), indent >= 1 {
            let ended = endBlock()
            block = ([], .title, [], nil, evidence())
            readTitle(title)
            return (true, ended)
        }
        if body.isEmpty {
            if block?.part == .message, !(block?.message.isEmpty ?? true) { block?.part = .rest }
            return (true, [])
        }
        // Every line of the list is indented: one that is not is the job's next step.
        guard indent >= 2, var open = block else {
            inList = false
            return (false, endBlock())
        }
        switch open.part {
        case .title:
            block = open
            readTitle(body[...])
            return (true, [])
        case .message where body == "+ expected - actual":
            // Mocha's diff of the two values follows: the code's data, not the message.
            open.part = .rest
        case .message where !body.hasPrefix("at "):
            if open.message.count < Self.maximumMessageLines { open.message.append(body) }
        default:
            if body.hasPrefix("at "), open.location == nil, let place = JestOutputReader.projectScriptFrame(body[...]) { open.location = place }
            open.part = .rest
        }
        block = open
        return (true, [])
    }

    /// A line of the title path: the test's own ends with `:`.
    private mutating func readTitle(_ title: Substring) {
        guard var open = block else { return }
        if title.hasSuffix(":") {
            open.titles.append(String(title.dropLast()))
            open.part = .message
        } else {
            open.titles.append(String(title))
            if open.titles.count >= Self.maximumTitleLines { open.part = .message }
        }
        block = open
    }

    /// The open failure, ended (at the list's end, the next failure, the log's end).
    mutating func endBlock() -> [Event] {
        guard let open = block, let name = open.titles.last else {
            block = nil
            return []
        }
        block = nil
        // A hook's failure (`"before each" hook for "title"`) is the test it ran for; an `all` hook's names no one test.
        let id = TestIdentifier(module: nil, suite: open.titles.dropLast().joined(separator: " › "), name: Self.testOfHook(name) ?? name)
        return RunnerOutputEvent.failed(id, lines: open.message, location: open.location, evidence: open.evidence)
    }

    /// `"before each" hook for "title"` (or `after each`): the test the hook ran for.
    static func testOfHook(_ title: String) -> String? {
        guard title.hasPrefix("\"before each\" hook") || title.hasPrefix("\"after each\" hook"),
              let marker = title.range(of: " for \""), title.hasSuffix("\"") else { return nil }
        let test = title[marker.upperBound..<title.index(before: title.endIndex)]
        return test.isEmpty ? nil : String(test)
    }

    /// `1) title`: the failure's number and what follows.
    static func numbered(_ body: String) -> (Int, Substring)? {
        guard let paren = body.firstIndex(of: ")"), let number = Int(body[..<paren]),
              body[body.index(after: paren)...].hasPrefix(" ") else { return nil }
        return (number, body[body.index(paren, offsetBy: 2)...])
    }
}

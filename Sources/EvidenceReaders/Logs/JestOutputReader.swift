import EvidenceCore
import Foundation

/// Jest's default reporter, as a React Native app's Detox end-to-end tests print it on the iOS
/// Simulator (`detox test`): a file's header (` FAIL e2e/reminders.e2e.ts (52.318 s)`, ` PASS …`), its
/// `describe` titles indented two blanks a level, each test's result under them (`✓ title (2114 ms)`,
/// `✕ title (6402 ms)`, `○ skipped title`), then each failure's block (`● Describe › title`, the
/// message, `at Object.toHaveText (/path/e2e/reminders.e2e.ts:22:52)`). A test's suite is its
/// `describe` titles joined as Jest joins them (` › `), or the file's name where it has none. Read
/// only after a file's header: an xcodebuild log's own `✓` lines (xcpretty's) are not Jest's.
struct JestOutputReader {
    typealias Event = RunnerOutputEvent

    private var file: String?
    /// The `describe` titles open at each indentation (two blanks a level).
    private var describes: [(indent: Int, title: String)] = []
    /// The failure block being read: its test, its message's first line, its place.
    private var block: (id: TestIdentifier, message: String?, messageLines: Int, messageEnded: Bool, location: SourceLocation?, evidence: EvidencePointer?)?
    static let maximumMessageLines = 12
    static let valueLines = ["Expected:", "Received:", "- Expected", "+ Received", "Expected value", "Received value", "Difference:"]

    var isReading: Bool { file != nil }
    /// Inside Jest's `● Console` section (what a file's tests logged): its lines are no results nor titles.
    private var inConsole = false

    /// Jest prints the status in inverse colour with a blank each side (` FAIL `), then a blank and the
    /// path: ` FAIL  e2e/x.ts` once the colour is removed; without colour, `FAIL e2e/x.ts`.
    static let header = [" FAIL ", " PASS ", "FAIL ", "PASS "].map { Array($0.utf8) }
    static let jsExtensions = [".ts", ".tsx", ".js", ".jsx", ".mjs", ".cjs"]

    /// What `line` says, if it is Jest's; `claimed` is false for a line that is not.
    mutating func read(_ text: String, at evidence: @autoclosure () -> EvidencePointer) -> (claimed: Bool, events: [Event]) {
        // `jest.retryTimes(n, {logErrorsBeforeRetry: true})`: before a file's header, ` LOGGING RETRY ERRORS  <full
        // name>`, then each failed attempt (` RETRY 1 `, its message): the test's later result is its last attempt's.
        if let name = Self.retriedTest(text) {
            if retried.count < Self.maximumRetriedTests { retried[name, default: 0] += 1 }
            return (true, endBlock())
        }
        if let path = Self.fileHeader(text) {
            let ended = endBlock()
            (file, describes, inConsole) = (path, [], false)
            return (true, ended)
        }
        guard file != nil else { return (false, []) }
        let indent = text.prefix { $0 == " " }.count
        let body = text.dropFirst(indent)
        if readsConsole(text, body) { return (true, []) }
        if body.hasPrefix("● ") { return (true, startBlock(body, at: evidence())) }
        if let result = Self.result(body) { return (true, resultEvents(result, indent: indent)) }
        // A line indented less than a block's message (four blanks) ends the block: a `describe` title after a
        // retried attempt's block (`jest.retryTimes` prints it before the file's results).
        var ended: [Event] = []
        if block != nil, !body.isEmpty, indent < 4 { ended = endBlock() }
        if block != nil {
            continueBlock(body, indent: indent)
            return (true, [])
        }
        // A `describe` title: indented, before its tests, not a result.
        if indent >= 2, indent % 2 == 0, !body.isEmpty, describes.last.map({ indent >= $0.indent }) ?? true {
            describes.removeAll { $0.indent >= indent }
            describes.append((indent, String(body)))
            return (true, ended)
        }
        // (An unindented line ends the file — and a block open under it, above: it is not Jest's to claim.)
        if !text.isEmpty, indent == 0 { file = nil }
        return (false, ended)
    }

    /// `● Describe › title`: the failure block of that test begins (the one open ends); `● Console` is Jest's
    /// own section of what the file's tests logged, no test, its lines unread.
    private mutating func startBlock(_ body: Substring, at evidence: @autoclosure () -> EvidencePointer) -> [Event] {
        let ended = endBlock()
        if body == "● Console" {
            inConsole = true
            return ended
        }
        let parts = body.dropFirst(2).components(separatedBy: " › ")
        guard let title = parts.last, !title.isEmpty else { return ended }
        let suite = parts.count > 1 ? parts.dropLast().joined(separator: " › ") : fileSuite
        block = (TestIdentifier(module: nil, suite: suite, name: title), nil, 0, false, nil, evidence())
        return ended
    }

    /// A test's result under its `describe` titles; a test whose earlier attempts failed and were retried (Jest
    /// names it by its describes and title joined with blanks) has each attempt a failed result before it.
    private mutating func resultEvents(_ result: (status: TestStatus, title: String, duration: Double?), indent: Int) -> [Event] {
        let ended = endBlock()
        describes.removeAll { $0.indent >= indent }
        let suite = describes.isEmpty ? fileSuite : describes.map(\.title).joined(separator: " › ")
        let id = TestIdentifier(module: nil, suite: suite, name: result.title)
        let fullName = (describes.map(\.title) + [result.title]).joined(separator: " ")
        let attempts = retried.removeValue(forKey: fullName) ?? 0
        let retries = (0..<attempts).flatMap { _ in RunnerOutputEvent.failed(id, lines: ["Failed, then retried (jest.retryTimes)."], location: nil, evidence: nil) }
        return ended + retries + [.result(id, result.status, duration: result.duration, evidence: nil)]
    }

    /// A line under an open failure block: its place (`at …`), the code frame that ends its message, or a line of
    /// the message — every one, up to a limit: Detox's says why the request failed on its third (`The app has
    /// unexpectedly disconnected from Detox server.`); not a matcher's values (`Expected: …`, `Received: …`), the
    /// code's data, which no signal may read as a cause.
    private mutating func continueBlock(_ body: Substring, indent: Int) {
        guard var open = block else { return }
        if body.hasPrefix("at ") {
            if open.location == nil { open.location = Self.frameLocation(body) }
            open.messageEnded = true
        } else if body.hasPrefix(">") || body.hasPrefix("|") || body.first?.isNumber == true {
            open.messageEnded = open.message != nil
        } else if !body.isEmpty, indent >= 4, !open.messageEnded, open.messageLines < Self.maximumMessageLines,
                  !Self.valueLines.contains(where: body.hasPrefix) {
            open.message = open.message.map { $0 + "\n" + body } ?? String(body)
            open.messageLines += 1
        }
        block = open
    }

    /// Whether `text` is a line of the `● Console` section; the section ends at the next `●` block or an
    /// unindented line.
    private mutating func readsConsole(_ text: String, _ body: Substring) -> Bool {
        guard inConsole else { return false }
        if !body.hasPrefix("● "), text.isEmpty || text.first == " " { return true }
        inConsole = false
        return false
    }

    /// The tests whose failed attempts Jest logged before their file's header, by full name: how many.
    private var retried: [String: Int] = [:]
    static let maximumRetriedTests = 1000
    static let retryErrors = "LOGGING RETRY ERRORS "
    static let retryErrorsBytes = Array(retryErrors.utf8)

    /// ` LOGGING RETRY ERRORS  Settings shows the version` (its colours removed): the test's full name.
    static func retriedTest(_ text: String) -> String? {
        let body = text.drop { $0 == " " }
        guard body.hasPrefix(retryErrors) else { return nil }
        let name = body.dropFirst(retryErrors.count).trimmingCharacters(in: .whitespaces)
        return name.isEmpty ? nil : name
    }

    /// The failure block read so far, ended (at the next block, result or file, or the log's end).
    mutating func endBlock() -> [Event] {
        guard let open = block else { return [] }
        block = nil
        // `jest.retryTimes`: a block whose message begins `RETRY 1` is an attempt that failed and was run
        // again — a failed result of its own, so that a pass after it reads as a retry that passed (flaky).
        if let message = open.message, let retry = Self.retriedAttempt(message) {
            return RunnerOutputEvent.failed(open.id, lines: retry.isEmpty ? [] : [retry], location: open.location, evidence: open.evidence)
        }
        return [.failure(open.id, message: open.message, location: open.location, evidence: open.evidence)]
    }

    /// The message of a retried attempt's block (`RETRY 2`, then the error), without its `RETRY` line;
    /// nil for any other block.
    static func retriedAttempt(_ message: String) -> String? {
        let first = message.prefix { $0 != "\n" }
        let count = first.trimmingCharacters(in: .whitespaces).dropFirst("RETRY ".count)
        guard first.hasPrefix("RETRY "), !count.isEmpty, count.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return String(message.dropFirst(first.count).drop { $0 == "\n" })
    }

    private var fileSuite: String { Self.scriptStem(file ?? "") }

    /// A frame's file that is one of the project's scripts: a JavaScript or TypeScript file, not a
    /// package's (`node_modules/`), nor Node's own (`node:internal/…`, `internal/process/…` before Node 16),
    /// nor a CI action's (`/_actions/…/dist/index.js`).
    static func isProjectScript(_ file: String) -> Bool {
        jsExtensions.contains(where: file.hasSuffix) && !file.contains("node_modules/") && !file.hasPrefix("node:")
            && !file.hasPrefix("internal/") && !file.contains("/_actions/")
    }

    /// A stack frame's place (`at Context.<anonymous> (e2e/sync.e2e.ts:12:5)`, `at /app/src/x.ts:4:1`),
    /// when it is in one of the project's scripts (`isProjectScript`).
    static func projectScriptFrame(_ body: Substring) -> SourceLocation? {
        WebdriverIOSpecReader.frameLocation(body).flatMap { isProjectScript($0.file) ? $0 : nil }
    }

    /// A script's name without its folder and extension (`e2e/reminders.e2e.ts` → `reminders.e2e`): the
    /// suite of a JavaScript runner's test that no `describe` names (Jest's, Vitest's, WebdriverIO's).
    static func scriptStem(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? ""
        return jsExtensions.first(where: name.hasSuffix).map { String(name.dropLast($0.count)) } ?? name
    }

    /// ` FAIL  e2e/reminders.e2e.ts (52.318 s)` (or `FAIL e2e/…`): the file, when it is a script's. With
    /// several projects (`jest --selectProjects ios`), the project's display name comes first: `FAIL ios
    /// __tests__/x.test.js`.
    static func fileHeader(_ text: String) -> String? {
        guard let marker = header.first(where: { text.utf8.starts(with: $0) }) else { return nil }
        var rest = text.dropFirst(marker.count).drop { $0 == " " }
        var path = rest.prefix { $0 != " " }
        // (A display name of a few words, `iOS unit`, before the path: the first word that is a script's path.)
        var words = 0
        while !jsExtensions.contains(where: path.hasSuffix), !path.contains("/"), words < 4 {
            let after = rest.dropFirst(path.count).drop { $0 == " " }
            let next = after.prefix { $0 != " " }
            guard !next.isEmpty, next != ">" else { break }
            (rest, path, words) = (after, next, words + 1)
        }
        // (` FAIL  path > describe > title` is Vitest's failure heading, not a file's header.)
        guard !rest.dropFirst(path.count).hasPrefix(" > ") else { return nil }
        return jsExtensions.contains(where: path.hasSuffix) ? String(path) : nil
    }

    /// `✓ title (2114 ms)`, `✕ title (6402 ms)`, `○ skipped title`, `○ todo title`.
    static func result(_ body: Substring) -> (status: TestStatus, title: String, duration: Double?)? {
        let status: TestStatus
        if body.hasPrefix("✓ ") { status = .passed } else if body.hasPrefix("✕ ") { status = .failed } else if body.hasPrefix("○ ") { status = .skipped } else { return nil }
        var title = body.dropFirst(2)
        if status == .skipped { for word in ["skipped ", "todo "] where title.hasPrefix(word) { title = title.dropFirst(word.count) } }
        var duration: Double?
        // (`(2114 ms)`, or `(120004ms)` as some reporters and colour codes leave it — only a second or more that way: a
        // title may end in its own `(300ms)`, and a test of no time prints none. Digits and a point only.)
        if title.hasSuffix("ms)"), let open = title.range(of: " (", options: .backwards) {
            let number = title[open.upperBound...].dropLast(3)
            let spaced = number.hasSuffix(" ")
            let digits = number.trimmingCharacters(in: .whitespaces)
            if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let ms = Double(digits), spaced || ms >= 1000 {
                duration = ms / 1000
                title = title[..<open.lowerBound]
            }
        }
        return title.isEmpty ? nil : (status, String(title), duration)
    }

    /// `at Object.toHaveText (/path/e2e/reminders.e2e.ts:22:52)`: the file, line and column.
    static func frameLocation(_ body: Substring) -> SourceLocation? {
        guard let open = body.lastIndex(of: "("), body.hasSuffix(")") else { return nil }
        return place(body[body.index(after: open)..<body.index(before: body.endIndex)])
    }

    /// `/path/x.ts:22:52`: the file (which may hold colons), line and column, as JavaScript's stacks give them
    /// (a script V8 loaded by URL, `file:///app/x.spec.ts:8:3`, is its path).
    static func place(_ text: Substring) -> SourceLocation? {
        let text = text.hasPrefix("file:///") ? text.dropFirst("file://".count) : text
        let parts = text.split(separator: ":")
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else { return nil }
        return SourceLocation(file: parts.dropLast(2).joined(separator: ":"), line: line, column: column)
    }
}

import EvidenceCore

/// WebdriverIO's spec reporter, as an app's end-to-end tests driven through Appium on the iOS
/// Simulator print it (`npx wdio run wdio.ios.conf.ts`): every line of a worker's report starts with
/// its capabilities and id (`[iPhone 16 iOS 18.5 #0-0] `); under the spec's path (`» /e2e/specs/x.e2e.ts`)
/// the `describe` titles, three blanks a level, each test's result under them (`✓ title`, `✖ title`,
/// `- title` pending), the counts (`1 passing (41.9s)`, `1 failing`), then each failure in order
/// (`1) Describe title`, its message, `Error: …`, `    at Context.<anonymous> (/path/x.e2e.ts:20:40)`).
/// A test's suite is its `describe` titles joined as Jest joins them (` › `). Workers' reports are
/// read apart, by their id.
struct WebdriverIOSpecReader {
    typealias Event = RunnerOutputEvent

    /// One worker's report as read so far.
    private struct Report {
        var spec: String?
        /// Its header (`Running: …`) was read: a report without its spec's line (`» …`) still lists results.
        var started = false
        var describes: [(indent: Int, title: String)] = []
        /// Its failed tests in the order the report lists them (its `1)`, `2)`, …).
        var failed: [TestIdentifier] = []
        var inFailures = false
        var block: (id: TestIdentifier, message: [String], location: SourceLocation?, evidence: EvidencePointer)?
    }

    private var reports: [String: Report] = [:]
    static let maximumMessageLines = 6

    var isReading: Bool { !reports.isEmpty }

    /// Whether `line` can be a worker's report line: `[` first, and `#0-0]` closing its prefix.
    static func mayStart(_ line: LogLine) -> Bool {
        guard !line.isEmpty, line[0] == UInt8(ascii: "[") else { return false }
        return prefix(line.text) != nil
    }

    /// `[iPhone 16 iOS 18.5 #0-0] text`: the worker's id and the text after the prefix (one blank dropped).
    static func prefix(_ text: String) -> (worker: String, body: Substring)? {
        guard text.hasPrefix("["), let close = text.firstIndex(of: "]") else { return nil }
        let inside = text[text.index(after: text.startIndex)..<close]
        guard let hash = inside.range(of: " #", options: .backwards) else { return nil }
        let id = inside[hash.upperBound...]
        let numbers = id.split(separator: "-", omittingEmptySubsequences: false)
        guard numbers.count == 2, numbers.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else { return nil }
        var body = text[text.index(after: close)...]
        if body.hasPrefix(" ") { body = body.dropFirst() }
        return (String(inside), body)
    }

    /// What `line` says, if it is a worker's report line; `claimed` is false for a line that is not.
    mutating func read(_ text: String, at evidence: @autoclosure () -> EvidencePointer) -> (claimed: Bool, events: [Event]) {
        guard let (worker, body) = Self.prefix(text) else { return (false, []) }
        var report = reports[worker] ?? Report()
        defer { reports[worker] = report }
        let indent = body.prefix { $0 == " " }.count
        let content = body.dropFirst(indent)
        if content.hasPrefix("» ") {
            let ended = Self.endBlock(&report)
            report = Report(spec: String(content.dropFirst(2)))
            return (true, ended)
        }
        if content.hasPrefix("Running: ") { report.started = true }
        if content.isEmpty || ["Running: ", "Session ID: ", "Spec: "].contains(where: content.hasPrefix) { return (true, []) }
        if let count = Self.count(content) {
            if count == "failing" { report.inFailures = true }
            return (true, [])
        }
        if report.inFailures { return (true, Self.readFailureLine(content, &report, evidence)) }
        guard report.spec != nil || report.started else { return (true, []) }
        if let (status, title) = Self.result(content) {
            report.describes.removeAll { $0.indent >= indent }
            let suite = report.describes.isEmpty ? JestOutputReader.scriptStem(report.spec ?? "") : report.describes.map(\.title).joined(separator: " › ")
            let id = TestIdentifier(module: nil, suite: suite, name: title)
            if status == .failed { report.failed.append(id) }
            return (true, [.result(id, status, duration: nil, evidence: nil)])
        }
        // A `describe` title: before its tests, at its level.
        report.describes.removeAll { $0.indent >= indent }
        report.describes.append((indent, String(content)))
        return (true, [])
    }

    /// A line of the report's failures: a failure's number opens its block (the report's n-th failed
    /// test); under it, the message, then frames, of which the spec's own (else the first outside the
    /// runner's packages) is the place. `Error: …` repeating the message is not read twice.
    private static func readFailureLine(_ content: Substring, _ report: inout Report, _ evidence: () -> EvidencePointer) -> [Event] {
        if let number = failureNumber(content) {
            let ended = endBlock(&report)
            if number >= 1, number <= report.failed.count { report.block = (report.failed[number - 1], [], nil, evidence()) }
            return ended
        }
        guard var open = report.block else { return [] }
        if content.hasPrefix("at ") {
            if let place = frameLocation(content), !place.file.contains("/node_modules/"),
               open.location.map({ !isSpec($0, report.spec) && isSpec(place, report.spec) }) ?? true {
                open.location = place
            }
        } else if open.location == nil, open.message.count < maximumMessageLines,
                  !open.message.contains(where: { content == "Error: " + $0 || content.hasSuffix(": " + $0) }) {
            open.message.append(String(content))
        }
        report.block = open
        return []
    }

    /// Every worker's open failure, ended (at the log's end).
    mutating func finish() -> [Event] {
        var events: [Event] = []
        for worker in reports.keys.sorted() {
            var report = reports[worker]!
            events += Self.endBlock(&report)
            reports[worker] = report
        }
        return events
    }

    private static func endBlock(_ report: inout Report) -> [Event] {
        guard let open = report.block else { return [] }
        report.block = nil
        let message = RunnerOutputEvent.message(of: open.message)
        return [.failure(open.id, message: message, location: open.location, evidence: open.evidence)]
    }

    /// `✓ title`, `✖ title`, `- title` (pending).
    static func result(_ content: Substring) -> (TestStatus, String)? {
        let marks: [(String, TestStatus)] = [("✓ ", .passed), ("✖ ", .failed), ("- ", .skipped)]
        guard let (mark, status) = marks.first(where: { content.hasPrefix($0.0) }) else { return nil }
        let title = content.dropFirst(mark.count)
        return title.isEmpty ? nil : (status, String(title))
    }

    /// `2 passing (30.5s)`, `1 failing`, `1 pending`, `3 skipped`: the word.
    static func count(_ content: Substring) -> String? {
        let words = content.split(separator: " ", maxSplits: 2)
        guard words.count >= 2, words[0].allSatisfy(\.isNumber), ["passing", "failing", "pending", "skipped"].contains(words[1]) else { return nil }
        return String(words[1])
    }

    /// `1) Describe title`: the failure's number in the report's list.
    static func failureNumber(_ content: Substring) -> Int? {
        guard let paren = content.firstIndex(of: ")"), content[content.index(after: paren)...].hasPrefix(" ") else { return nil }
        return Int(content[..<paren])
    }

    /// `at Context.<anonymous> (/path/x.e2e.ts:20:40)` or `at /path/x.ts:26:15`.
    static func frameLocation(_ content: Substring) -> SourceLocation? {
        if let place = JestOutputReader.frameLocation(content) { return place }
        let path = content.dropFirst(3)
        // (V8 names a script loaded by URL, as NativeScript's are, `file:///app/x.spec.ts:8:3`.)
        return path.hasPrefix("/") || path.hasPrefix("file:///") ? JestOutputReader.place(path) : nil
    }

    private static func isSpec(_ place: SourceLocation, _ spec: String?) -> Bool {
        spec.map { place.file.hasSuffix($0) } ?? false
    }

}

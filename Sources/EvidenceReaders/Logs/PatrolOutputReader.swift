import EvidenceCore

/// Patrol's own console (`patrol test`, a Flutter app's native end-to-end tests), as its log reader
/// prints it (leancodepl/patrol, `patrol_log`): each test's start (`🧪 reminders_test Reminder actions
/// marks …`), its end (`✅ Reminder actions marks … (patrol_test/reminders_test.dart) (14s)`, or `❌ …`
/// with the error's lines under it, the seconds after the last), a skipped one (`⏩ …`), and the closing
/// summary (`Test summary:`, `📝 Total: 5`, `✅ Successful: 3`, `❌ Failed: 2`, each failed test as
/// `  - name (patrol_test/x_test.dart)`, `⏩ Skipped: 0`, `📊 Report: …`, `⏱️  Duration: …`). A job that
/// keeps neither xcodebuild's lines nor JUnit has only these. A test's suite is its file's name and
/// its name the groups and title package:test joins with blanks, as the Dart reader keys one.
/// Patrol runs each Dart test as an XCTest method too: where xcodebuild's lines are in the log they
/// name the same tests, so what this reader read is used only when nothing else named a test
/// (`deferred`, applied at the log's end).
/// With `--show-flutter-logs` the error is not under the `❌` line but before it, in the app's console:
/// Flutter's exception report, each line after `flutter: ` (`observe`), closed by the test's name
/// (`The test description was:`); a failure with no lines of its own takes the report of its name.
struct PatrolOutputReader {
    typealias Event = RunnerOutputEvent

    /// The failure whose error lines are being read; `trailing` when its line already had its seconds and
    /// its error follows it (as some versions print it), to a blank line or Patrol's next line.
    private var block: (id: TestIdentifier, message: [String], evidence: EvidencePointer, trailing: Bool)?
    /// Tests already recorded as failed: the summary lists them again.
    private var failed = Set<TestIdentifier>()
    private var inSummary = false
    /// What was read, kept to the log's end (each result with its line as evidence).
    private(set) var deferred: [Event] = []
    static let maximumDeferredEvents = 100_000
    static let maximumMessageLines = 6
    static let summaryLines = ["Test summary:", "📝 Total: ", "✅ Successful: ", "❌ Failed: ", "⏩ Skipped: ", "📊 Report: ", "⏱️"]

    var isReading: Bool { block != nil || inSummary }

    /// Flutter's exception report being read from the app's console, and those read, by the test they name.
    private var report: DartFailureText?
    private var reportLines = 0
    private var reports: [String: DartFailureText] = [:]
    static let maximumReports = 1_000

    /// Whether `line` is the app's console line that starts a Flutter exception report, or one inside it.
    static func mayObserve(_ line: LogLine) -> Bool { line.hasPrefix(reportStartBytes) }
    private static let reportStartBytes = Array((DartTestOutputReader.appPrint + DartTestOutputReader.reportStart).utf8)
    var isObserving: Bool { report != nil }

    /// Reads a line of the app's console for Flutter's exception report; claims nothing (the lines stay
    /// the console's, as the rules read them).
    mutating func observe(_ text: String) {
        // (`flutter:` alone is the report's blank line.)
        guard text.hasPrefix(DartTestOutputReader.appPrint) || text == "flutter:" else { report = nil; return }
        let body = text.dropFirst(DartTestOutputReader.appPrint.count)
        guard var open = report else {
            if body.hasPrefix(DartTestOutputReader.reportStart) { (report, reportLines) = (DartFailureText(), 0) }
            return
        }
        if DartTestOutputReader.isReportEnd(body) {
            if let name = open.testName, reports.count < Self.maximumReports { reports[name] = open }
            report = nil
            return
        }
        open.read(body)
        reportLines += 1
        report = reportLines < DartTestOutputReader.maximumReportLines ? open : nil
    }

    /// Whether `line` can be Patrol's: a finished test's line (its file's path in parentheses) or
    /// the summary's heading. Not package:test's GitHub reporter (`❌ name (failed)`, no path).
    /// (On bytes first: every XCTest line starts with `T`, and a result line names a `.dart)` file.)
    static func mayStart(_ line: LogLine) -> Bool {
        var start = 0
        while start < line.count, line[start] == 0x20 { start += 1 }
        guard start < line.count else { return false }
        if line[start] == UInt8(ascii: "T") { return line.hasPrefix(summaryHeading, at: start) }
        guard line[start] == 0xE2 || line[start] == 0xF0, line.firstIndex(of: dartFileEnd) != nil else { return false }
        return result(line.text.drop { $0 == " " }) != nil
    }
    private static let summaryHeading = Array("Test summary:".utf8)
    private static let dartFileEnd = Array(".dart)".utf8)

    /// Whether `line` is Patrol's; what it says is kept in `deferred`, not returned.
    mutating func read(_ text: String, at evidence: @autoclosure () -> EvidencePointer) -> (claimed: Bool, events: [Event]) {
        let (claimed, events) = readLine(text, at: evidence())
        keep(events, evidence)
        return (claimed, [])
    }

    /// Every failure read, its open one ended: what the log's end applies if nothing else named a test.
    mutating func finish() -> [Event] {
        let ended = endBlock()
        deferred += ended
        return deferred
    }

    /// Results given the line they were read on (the log reader gives a result without one its line,
    /// which is gone by the log's end).
    private mutating func keep(_ events: [Event], _ evidence: () -> EvidencePointer) {
        for event in events where deferred.count < Self.maximumDeferredEvents {
            if case .result(let id, let status, let duration, nil) = event {
                deferred.append(.result(id, status, duration: duration, evidence: evidence()))
            } else {
                deferred.append(event)
            }
        }
    }

    private mutating func readLine(_ text: String, at evidence: @autoclosure () -> EvidencePointer) -> (claimed: Bool, events: [Event]) {
        let body = Substring(text).drop { $0 == " " || $0 == "\t" }
        if body.hasPrefix("Test summary:") {
            inSummary = true
            return (true, endBlock())
        }
        if let (status, id, endsBlock) = Self.result(body) {
            let ended = endBlock()
            if inSummary { return (true, ended) }
            guard status == .failed else { return (true, ended + [.result(id, status, duration: nil, evidence: nil)]) }
            failed.insert(id)
            // (A block's report is taken when the block ends: its lines come first.)
            block = (id, [], evidence(), endsBlock)
            return (true, ended + [.result(id, .failed, duration: nil, evidence: nil)])
        }
        if inSummary {
            if body.hasPrefix("- "), let (_, id, _) = Self.result("❌ " + body.dropFirst(2)) {
                return (true, failed.insert(id).inserted ? [.result(id, .failed, duration: nil, evidence: evidence())] : [])
            }
            if Self.summaryLines.contains(where: body.hasPrefix) { return (true, []) }
            inSummary = false
            return (false, [])
        }
        guard var open = block else { return (false, []) }
        if open.trailing {
            // (Read, not claimed: where xcodebuild's lines run beside Patrol's, they are xcodebuild's to read.)
            // (Nor the app's console, `flutter: …`: with `--show-flutter-logs` the error came before, in its report.)
            guard !body.isEmpty, !Self.startsATest(body), !body.hasPrefix("Test Case '"), !body.hasPrefix("Test Suite '"),
                  !body.hasPrefix(DartTestOutputReader.appPrint) else { return (false, endBlock()) }
            if open.message.count < Self.maximumMessageLines { open.message.append(String(body)) }
            block = open
            return (false, [])
        }
        // The error's lines; the last carries the test's seconds.
        let (line, last) = Self.withoutTime(body)
        if !line.isEmpty, open.message.count < Self.maximumMessageLines { open.message.append(String(line)) }
        block = open
        return (true, last ? endBlock() : [])
    }

    /// The failure read so far, ended (at its seconds, the next test, the summary or the log's end).
    mutating func endBlock() -> [Event] {
        guard let open = block else { return [] }
        block = nil
        // (Flutter's report names the test by its own description, without the groups around it.)
        let reported = reports[open.id.name] != nil ? open.id.name
            : reports.keys.filter { open.id.name.hasSuffix(" " + $0) }.max { $0.count < $1.count }
        let shown = reported.flatMap { reports.removeValue(forKey: $0) }
        // (A failure whose line had its seconds: the report Flutter printed before it, where there is one, is its error.)
        let message = open.trailing ? Self.message(of: shown) ?? RunnerOutputEvent.message(of: open.message)
            : RunnerOutputEvent.message(of: open.message) ?? Self.message(of: shown)
        return [.failure(open.id, message: message, location: shown?.location, evidence: open.evidence)]
    }

    /// Patrol's line of a test's start (`🧪 file group title`) or skip (`⏩ …`): no error line of the test before.
    static func startsATest(_ body: Substring) -> Bool {
        body.hasPrefix("🧪") || body.hasPrefix("⏩")
    }

    /// A report's message under what it says was thrown (`The following ArgumentError was thrown running a test:`).
    static func message(of report: DartFailureText?) -> String? {
        guard let report, let message = report.message else { return report?.thrown }
        return report.thrown.map { $0 + "\n" + message } ?? message
    }

    /// `✅ name (patrol_test/x_test.dart) (14s)` or `❌ name (patrol_test/x_test.dart)`: the status, the
    /// test (suite its file's name), and whether the line ends the test (its seconds are on it).
    static func result(_ body: Substring) -> (TestStatus, TestIdentifier, endsBlock: Bool)? {
        let status: TestStatus
        if body.hasPrefix("✅ ") { status = .passed } else if body.hasPrefix("❌ ") { status = .failed } else { return nil }
        let (line, timed) = withoutTime(body.dropFirst(2))
        guard line.hasSuffix(".dart)"), let open = line.range(of: " (", options: .backwards) else { return nil }
        let path = line[open.upperBound..<line.index(before: line.endIndex)]
        let name = line[..<open.lowerBound]
        guard !name.isEmpty, !path.contains(" "), let file = path.split(separator: "/").last else { return nil }
        let suite = file.dropLast(".dart".count)
        // Patrol's generated bundle groups each file's tests under the file's name (`group('notifications_test',
        // notifications_test.main)`), so a test's full name starts with it: the suite already says it.
        let groups = name.hasPrefix(suite + " ") && name.count > suite.count + 1 ? name.dropFirst(suite.count + 1) : name
        return (status, TestIdentifier(module: nil, suite: String(suite), name: String(groups)), timed)
    }

    /// A line without Patrol's time at its end (` (41s)`, ` (3m 58s)`, ` (1h 0m 7s)`: patrol_log's
    /// `toFormattedString`), and whether it had it.
    static func withoutTime(_ line: Substring) -> (Substring, Bool) {
        guard line.hasSuffix("s)"), let open = line.range(of: " (", options: .backwards) else { return (line, false) }
        let parts = line[open.upperBound..<line.index(before: line.endIndex)].split(separator: " ", omittingEmptySubsequences: false)
        let units: [Character] = ["h", "m", "s"]
        var next = 0
        for part in parts {
            guard let unit = part.last, let index = units[next...].firstIndex(of: unit), part.count > 1, part.dropLast().allSatisfy(\.isNumber) else { return (line, false) }
            next = index + 1
        }
        guard parts.last?.last == "s" else { return (line, false) }
        return (line[..<open.lowerBound], true)
    }
}

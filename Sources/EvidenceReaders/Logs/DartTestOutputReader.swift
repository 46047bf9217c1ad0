import EvidenceCore
import Foundation

/// package:test's output, as `flutter test`, `dart test` and `flutter drive` print it in a CI log (a
/// Flutter app's unit, widget and integration tests on the iOS Simulator). Two reporters:
///
/// - the expanded one (what runs without a terminal): a progress line per event, `00:31 +3 ~1 -1: `
///   (elapsed time, passed, skipped, failed so far) then the running test's description — its file
///   first when several ran (`test/sync_test.dart: `), its platform first when several ran (`[VM] `) —
///   and ` [E]` where it failed, its error and stack indented two blanks under it, and at the end
///   `Some tests failed.` or `All tests passed!`. A passed test has no line of its own: it is a
///   described test that never failed nor was skipped (`  Skip: …` under its line).
/// - the GitHub one (`--reporter github`, the default on GitHub Actions): `✅ name`, `❎ name
///   (skipped)`, a failure as a group `::group::❌ name (failed)` holding its error, and the totals
///   as `::error::3 tests passed, 1 failed.` (the runner's raw log shows groups as `##[group]…`).
/// - the JSON one (`--reporter json`, `flutter test --machine`, a `--file-reporter json:…` file): one
///   event a line — `suite`, `group`, `testStart`, `print`, `error`, `testDone`, `done` — as its
///   protocol documents; a test's groups are named outright (`groupIDs`).
///
/// package:test joins a test's groups and its own name with blanks, so the log alone cannot tell a
/// group from the name's first words: Flutter's exception report names the test itself (`The test
/// description was:`), and a group's `(setUpAll)`/`(tearDownAll)` names the group. A test's suite is
/// its group so learned, else its file's name (`sync_test`). Results are kept until the run's totals
/// (or the log's end), when all of that is known; a test still running when the log ends failed.
struct DartTestOutputReader {
    private enum Mode { case idle, expanded, github, json }

    /// A test the output described, with what its failure said.
    private struct Described {
        var name: String
        var path: String?
        var status: TestStatus?
        var evidence: EvidencePointer
        var failure = DartFailureText()
        /// The Flutter exception report printed before its `[E]` line, not yet matched by name.
        var reportBefore: DartFailureText?
        /// The console lines the app printed while it ran (a background isolate's exception).
        var lines: [EvidencePointer] = []
        /// Flutter's tool lost the app while it ran (`Lost connection to device.`): the app died under it.
        var lostTheApp = false
    }

    private var mode = Mode.idle
    private var tests: [Described] = []
    private var indexByName: [String: Int] = [:]
    /// The test whose failure text is being read: under its `[E]` line or in its GitHub group.
    private var failing: Int?
    /// A GitHub reporter's group of one test (`::group::❌ name (failed)`, `::group::✅ name` with what it printed) is open.
    private var inTestsGroup = false
    /// The expanded reporter's skipped count on its last progress line: a skip with no reason prints no
    /// `Skip:` line, only a higher count.
    private var skippedCount = 0
    /// The test the last progress line described (a `  Skip:` line under it skips it).
    private var described: Int?
    /// Flutter's `══╡ EXCEPTION CAUGHT BY FLUTTER TEST FRAMEWORK ╞══` report being read, and the last one read.
    private var report: DartFailureText?
    private var lastReport: DartFailureText?
    private var reportsByTest: [String: DartFailureText] = [:]
    private var reportLines = 0
    static let maximumReportLines = 400
    private var groups: Set<String> = []
    private var loadedPath: String?
    /// The JSON reporter's suites' paths and groups' names by their ids, and its tests' places in `tests`
    /// (a hidden test — a file's loading, a group's `setUpAll` — is added only when it fails).
    private var suitePaths: [Int: String] = [:]
    private var groupNames: [Int: String] = [:]
    private var jsonTests: [Int: Int] = [:]
    private var hiddenJSONTests: [Int: (name: String, path: String?)] = [:]

    static let maximumTests = 100_000

    var isReading: Bool { mode != .idle }

    /// Whether `line` can begin package:test's output: a progress line, or a GitHub reporter's group
    /// of a test's result.
    static func mayStart(_ line: LogLine) -> Bool {
        guard !line.isEmpty else { return false }
        // Bytes first: most lines of a big log that start so (a console line's date, a JSON log) are none of these.
        switch line[0] {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "f"): return hasProgressClock(line) && progressLine(line.text) != nil
        case UInt8(ascii: ":"), UInt8(ascii: "#"):
            return line.firstIndex(of: groupMarker, from: 0) != nil && githubGroupTitle(line.text).flatMap(githubResult) != nil
        case UInt8(ascii: "{"): return (line.firstIndex(of: typeKey, from: 0) != nil || line.firstIndex(of: spacedTypeKey, from: 0) != nil) && isJSONEvent(line.text)
        case UInt8(ascii: "L"): return line.hasPrefix(launchingBytes) && launchedFile(line.text) != nil
        default: return false
        }
    }

    /// Whether `line` may be package:test's, by its first bytes: before its output, whether it can begin
    /// it; while it is open, whether it can be part of it, so a log that runs `flutter drive` and then a
    /// long xcodebuild, with no totals line between, is not decoded line by line for it. Inside a
    /// failure, a report or a test's GitHub group every line may be.
    func mayClaim(_ line: LogLine) -> Bool {
        guard mode != .idle else { return Self.mayStart(line) }
        if report != nil || failing != nil || inTestsGroup { return true }
        if Self.hasProgressClock(line) || line.hasPrefix(Self.reportStartBytes) { return true }
        switch mode {
        case .expanded: return line.hasPrefix(Self.runAgainBytes) || line.hasPrefix(Self.skipBytes) || line.hasPrefix(Self.lostDeviceBytes)
        case .json: return !line.isEmpty && line[0] == UInt8(ascii: "{")
        case .github, .idle: return true
        }
    }

    /// `Launching integration_test/sync_test.dart on iPhone 15 in debug mode...`: the file `flutter drive`
    /// (or `flutter test` on a device) runs, whose tests the app then prints; nil for another line.
    static func launchedFile(_ text: String) -> String? {
        guard text.hasPrefix(launching), let end = text.range(of: ".dart on ") else { return nil }
        let path = text[text.index(text.startIndex, offsetBy: launching.count)..<end.lowerBound]
        return path.isEmpty || path.contains(" ") ? nil : String(path) + ".dart"
    }

    static let launching = "Launching "
    private static let launchingBytes = Array(launching.utf8)
    /// What Flutter puts before each line the app prints (an integration test's progress, run in the app;
    /// Patrol reads the app's console by it too).
    static let appPrint = "flutter: "
    private static let appPrintBytes = Array(appPrint.utf8)
    private static let reportStartBytes = Array(reportStart.utf8)
    private static let runAgainBytes = Array(runAgain.utf8)
    private static let skipBytes = Array(skipPrefix.utf8)
    private static let lostDeviceBytes = Array(SignalVocabulary.flutterLostTheApp.utf8)

    static let groupMarker = [UInt8](ascii: "group")
    static let typeKey = [UInt8](ascii: "\"type\":\"")
    /// The same written with a blank after its colon (a tool that re-indented the reporter's file).
    static let spacedTypeKey = [UInt8](ascii: "\"type\": \"")

    /// `MM:SS +`: the clock and the passed count a progress line starts with (after `flutter: `, where
    /// the app printed it: an integration test run by `flutter drive` or on a device).
    private static func hasProgressClock(_ line: LogLine) -> Bool {
        var index = line.hasPrefix(appPrintBytes) ? appPrintBytes.count : 0
        while index < line.count, (0x30...0x39).contains(line[index]) { index += 1 }
        guard index >= 2, index + 5 <= line.count, line[index] == UInt8(ascii: ":") else { return false }
        return (0x30...0x39).contains(line[index + 1]) && (0x30...0x39).contains(line[index + 2])
            && line[index + 3] == 0x20 && line[index + 4] == UInt8(ascii: "+")
    }

    /// What `text` says, if it is package:test's; `claimed` is false for a line that is not.
    mutating func read(_ text: String, at evidence: @autoclosure () -> EvidencePointer) -> (claimed: Bool, events: [RunnerOutputEvent]) {
        // `flutter drive` names the one file it runs before the app prints its tests' progress.
        if mode == .idle, let path = Self.launchedFile(text) {
            loadedPath = path
            return (true, [])
        }
        if mode == .idle || mode == .json, Self.isJSONEvent(text) {
            mode = .json
            return (true, readJSONEvent(text, evidence: evidence))
        }
        if readReport(text) { return (true, []) }
        if let progress = Self.progressLine(text) {
            mode = .expanded
            failing = nil
            if progress.skipped > skippedCount, let index = described, tests[index].status == nil { tests[index].status = .skipped }
            skippedCount = max(skippedCount, progress.skipped)
            return readProgress(progress.description, evidence: evidence)
        }
        switch mode {
        case .idle:
            if let title = Self.githubGroupTitle(text), let result = Self.githubResult(title) {
                mode = .github
                return (true, readGitHubResult(result, inGroup: true, evidence: evidence))
            }
            return (false, [])
        case .expanded:
            return (readUnderProgress(text), [])
        case .github:
            return readGitHub(text, evidence: evidence)
        case .json:
            return (false, [])
        }
    }

    /// Keeps a console line the app printed for the test the expanded reporter last described, which
    /// is still running (its result, its suite, come later); false when no test runs.
    mutating func keep(_ line: EvidencePointer, atMost maximum: Int) -> Bool {
        guard mode == .expanded, let running = described, tests[running].status == nil || failing == running else { return false }
        if tests[running].lines.count < maximum { tests[running].lines.append(line) }
        return true
    }

    /// Ends the output (the log's end): every result read, a test still running failed.
    mutating func finish() -> [RunnerOutputEvent] {
        let ended = TestLogReader.logEndsWhileRunning + ": package:test printed no result for it."
        if mode == .expanded, let running = described, tests[running].status == nil {
            tests[running].status = .failed
            // (And why, where Flutter's tool said it lost the app: it died under the test.)
            tests[running].failure.message = ended + (tests[running].lostTheApp ? " Flutter lost the app while it ran: “\(SignalVocabulary.flutterLostTheApp).”" : "")
        }
        // The JSON reporter's tests that started and never finished.
        for index in jsonTests.values where tests[index].status == nil {
            tests[index].status = .failed
            tests[index].failure.message = ended
        }
        return endRun()
    }

    // MARK: - The expanded reporter

    private mutating func readProgress(_ description: Substring, evidence: () -> EvidencePointer) -> (claimed: Bool, events: [RunnerOutputEvent]) {
        var text = Self.droppingPlatform(description)
        for summary in Self.summaries where text == summary { return (true, endRun()) }
        var failed = false
        var incomplete = false
        for (suffix, didNotComplete) in [(" - did not complete [E]", true), (" [E]", false)] where text.hasSuffix(suffix) {
            text = text.dropLast(suffix.count)
            (failed, incomplete) = (true, didNotComplete)
            break
        }
        let (path, name) = Self.fileAndName(text)
        if text.hasPrefix("loading ") {
            loadedPath = path.map(String.init)
            guard failed else { described = nil; return (true, []) }
        }
        if learnGroup(name), !failed { described = nil; return (true, []) }
        guard let index = testIndex(name, path: path, evidence: evidence) else { return (true, []) }
        described = index
        if failed {
            tests[index].status = .failed
            tests[index].evidence = evidence()
            tests[index].reportBefore = lastReport
            lastReport = nil
            failing = index
            if incomplete { tests[index].failure.message = "The test did not complete before the run ended." }
        }
        return (true, [])
    }

    /// A line under a progress line: its failure's indented text, a skip's reason, the command that
    /// runs it again. Anything else (the app's own output) is not package:test's.
    private mutating func readUnderProgress(_ text: String) -> Bool {
        if text.hasPrefix(Self.runAgain) { return true }
        if text.hasPrefix(SignalVocabulary.flutterLostTheApp) {
            if let index = described, tests[index].status == nil { tests[index].lostTheApp = true }
            return true
        }
        if text.hasPrefix(Self.skipPrefix), let index = described, tests[index].status == nil {
            tests[index].status = .skipped
            return true
        }
        guard let index = failing else { return false }
        guard text.isEmpty || text.hasPrefix("  ") else { failing = nil; return false }
        tests[index].failure.read(text.dropFirst(min(2, text.count)))
        return true
    }

    // MARK: - The GitHub reporter

    private mutating func readGitHub(_ text: String, evidence: () -> EvidencePointer) -> (claimed: Bool, events: [RunnerOutputEvent]) {
        if let title = Self.githubGroupTitle(text) {
            failing = nil
            guard let result = Self.githubResult(title) else { return (true, []) }
            return (true, readGitHubResult(result, inGroup: true, evidence: evidence))
        }
        if Self.githubGroupEnd.contains(text) { (failing, inTestsGroup) = (nil, false); return (true, []) }
        // A test's own group holds what it printed (a `✅ synced 3 items` of its own too) and its error.
        if inTestsGroup {
            if let index = failing { tests[index].failure.read(Substring(text)) }
            return (true, [])
        }
        if Self.githubTotals.contains(where: { text.hasPrefix($0) }), text.contains(" passed") { return (true, endRun()) }
        if let result = Self.githubResult(Substring(text)) { return (true, readGitHubResult(result, inGroup: false, evidence: evidence)) }
        return (false, [])
    }

    private mutating func readGitHubResult(_ result: (status: TestStatus?, title: Substring), inGroup: Bool, evidence: () -> EvidencePointer) -> [RunnerOutputEvent] {
        guard let status = result.status else { return [] }  // `✅ Passing tests`: a group of passes
        inTestsGroup = inGroup
        let (path, name) = Self.fileAndName(Self.droppingPlatform(result.title))
        if learnGroup(name), status != .failed { return [] }
        guard let index = testIndex(name, path: path, evidence: evidence) else { return [] }
        if tests[index].status != .failed { tests[index].status = status }
        if status == .failed {
            tests[index].evidence = evidence()
            failing = inGroup ? index : nil
        }
        return []
    }

    // MARK: - The JSON reporter

    /// `{"protocolVersion":…,"type":"start"…}` or any later event of the protocol.
    static func isJSONEvent(_ text: String) -> Bool {
        guard text.hasPrefix("{") else { return false }
        // (Compact as the reporter writes it, or with a blank after each key's colon.)
        let text = text.contains("\": ") ? text.replacingOccurrences(of: "\": ", with: "\":") : text
        return text.contains("\"type\":\"") && (text.contains("\"testID\":") || text.contains("\"protocolVersion\":")
            || text.contains("\"suite\":{") || text.contains("\"group\":{") || text.contains("\"test\":{") || text.contains("\"type\":\"done\""))
    }

    private mutating func readJSONEvent(_ text: String, evidence: () -> EvidencePointer) -> [RunnerOutputEvent] {
        guard let event = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any], let type = event["type"] as? String else { return [] }
        let testID = event["testID"] as? Int
        switch (type, testID) {
        case ("suite", _):
            if let suite = event["suite"] as? [String: Any], let id = suite["id"] as? Int, let path = suite["path"] as? String { suitePaths[id] = path }
        case ("group", _):
            if let group = event["group"] as? [String: Any], let id = group["id"] as? Int, let name = group["name"] as? String { groupNames[id] = name }
        case ("testStart", _):
            if let test = event["test"] as? [String: Any] { startJSONTest(test, evidence: evidence) }
        case ("print", let id?):
            if let message = event["message"] as? String, message.contains(Self.reportStart) { readJSONReport(message, of: id) }
        case ("error", let id?):
            failJSONTest(id, text: ((event["error"] as? String) ?? "") + "\n\n" + ((event["stackTrace"] as? String) ?? ""), evidence: evidence)
        case ("testDone", let id?):
            let status: TestStatus = event["result"] as? String != "success" ? .failed : event["skipped"] as? Bool == true ? .skipped : .passed
            finishJSONTest(id, status: status, evidence: evidence)
        case ("done", _):
            return endRun()
        default:
            break
        }
        return []
    }

    /// A test's start: its file from its suite, its group the innermost named one.
    private mutating func startJSONTest(_ test: [String: Any], evidence: () -> EvidencePointer) {
        guard let id = test["id"] as? Int, let name = test["name"] as? String else { return }
        let path = (test["suiteID"] as? Int).flatMap { suitePaths[$0] }
        if let innermost = ((test["groupIDs"] as? [Int]) ?? []).compactMap({ groupNames[$0] }).filter({ !$0.isEmpty }).last { groups.insert(innermost) }
        if name.hasPrefix("loading ") || learnGroup(Substring(name)) {
            hiddenJSONTests[id] = (name, path)
        } else if let index = testIndex(Substring(name), path: path.map { Substring($0) }, evidence: evidence) {
            jsonTests[id] = index
        }
    }

    /// The index of a test an event names; a hidden test gets one when it fails.
    private mutating func jsonTest(_ id: Int, failing: Bool, evidence: () -> EvidencePointer) -> Int? {
        if let index = jsonTests[id] { return index }
        guard failing, let hidden = hiddenJSONTests.removeValue(forKey: id),
              let index = testIndex(Substring(hidden.name), path: hidden.path.map { Substring($0) }, evidence: evidence) else { return nil }
        jsonTests[id] = index
        return index
    }

    private mutating func readJSONReport(_ message: String, of id: Int) {
        var report = DartFailureText()
        for line in message.split(separator: "\n", omittingEmptySubsequences: false) where !line.hasPrefix(Self.reportStart) && !line.allSatisfy({ $0 == "═" }) {
            report.read(line)
        }
        if let name = report.testName { reportsByTest[name] = report }
        if let index = jsonTests[id] { tests[index].reportBefore = report }
    }

    private mutating func failJSONTest(_ id: Int, text: String, evidence: () -> EvidencePointer) {
        guard let index = jsonTest(id, failing: true, evidence: evidence) else { return }
        // A second error (a teardown's) keeps the first as the failure.
        guard tests[index].status != .failed else { return }
        tests[index].status = .failed
        tests[index].evidence = evidence()
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) { tests[index].failure.read(line) }
    }

    private mutating func finishJSONTest(_ id: Int, status: TestStatus, evidence: () -> EvidencePointer) {
        guard let index = jsonTest(id, failing: status == .failed, evidence: evidence), tests[index].status != .failed else { return }
        tests[index].status = status
        if status == .failed { tests[index].evidence = evidence() }
    }

    // MARK: - Flutter's exception report

    /// `══╡ EXCEPTION CAUGHT BY FLUTTER TEST FRAMEWORK ╞═══…` to a line of `═` only: read as a failure
    /// text, kept by the test it names. True when `text` is part of one.
    private mutating func readReport(_ text: String) -> Bool {
        if report == nil {
            guard mode != .idle, text.hasPrefix(Self.reportStart) else { return false }
            report = DartFailureText()
            reportLines = 0
            return true
        }
        if Self.isReportEnd(text) {
            if let ended = report {
                if let name = ended.testName { reportsByTest[name] = ended }
                if let index = failing, tests[index].failure.message == nil || tests[index].failure.refersToReport {
                    tests[index].failure.adopt(ended)  // the report of a test read in its group, or after its `[E]`
                } else {
                    lastReport = ended
                }
            }
            report = nil
            return true
        }
        // A report never closed (a log cut short, a line lost) ends at the next line that is not a
        // report's — a progress line, an XCTest line — or after a report's worth of lines.
        if Self.progressLine(text) != nil || text.hasPrefix("Test Case '") || text.hasPrefix("Test Suite '") {
            (lastReport, report) = (report, nil)
            return false
        }
        report?.read(Substring(text))
        reportLines += 1
        if reportLines >= Self.maximumReportLines { (lastReport, report) = (report, nil) }
        return true
    }

    // MARK: - Results

    /// A test is its file and its name: two files may hold tests of one name.
    private mutating func testIndex(_ name: Substring, path: Substring?, evidence: () -> EvidencePointer) -> Int? {
        let key = (path.map(String.init) ?? "") + "\u{0}" + name
        if let index = indexByName[key] { return index }
        guard !name.isEmpty, tests.count < Self.maximumTests else { return nil }
        tests.append(Described(name: String(name), path: path.map(String.init), evidence: evidence()))
        indexByName[key] = tests.count - 1
        return tests.count - 1
    }

    /// `sync (setUpAll)`, `sync (tearDownAll)`: the group `sync`. True when `name` is one of them.
    private mutating func learnGroup(_ name: Substring) -> Bool {
        for hook in [" (setUpAll)", " (tearDownAll)"] where name.hasSuffix(hook) {
            groups.insert(String(name.dropLast(hook.count)))
            return true
        }
        return name == "(setUpAll)" || name == "(tearDownAll)"
    }

    /// Every test read, as events; the reader is ready for another run.
    private mutating func endRun() -> [RunnerOutputEvent] {
        var events: [RunnerOutputEvent] = []
        for index in tests.indices where tests[index].status == .failed {
            var failure = tests[index].failure
            if failure.message == nil || failure.refersToReport, let report = report(of: tests[index]) { failure.adopt(report) }
            if Self.isFilesLoading(tests[index].name), let message = failure.message, Self.loadingTimedOut(message) {
                failure.message = SignalVocabulary.testFileNeverLoaded + ": " + message
            }
            tests[index].failure = failure
            if let own = failure.testName, own.count < tests[index].name.count, tests[index].name.hasSuffix(" " + own) {
                groups.insert(String(tests[index].name.dropLast(own.count + 1)))
            }
        }
        for test in tests {
            let id = identifier(test)
            let status = test.status ?? .passed
            events.append(.result(id, status, duration: nil, evidence: test.evidence))
            if status == .failed {
                let message = test.failure.message ?? "failed"
                events.append(.failure(id, message: message, location: test.failure.location, evidence: test.evidence))
                if !test.lines.isEmpty { events.append(.lines(id, test.lines)) }
            }
        }
        self = DartTestOutputReader()
        return events
    }

    /// `loading /ci/app/integration_test/app_test.dart`: package:test's pseudo-test for a file's loading
    /// (not a test its author named `loading state shows a spinner`).
    static func isFilesLoading(_ name: String) -> Bool {
        guard name.hasPrefix("loading ") else { return false }
        let path = name.dropFirst("loading ".count)
        return path.hasSuffix(".dart") && !path.contains(" ")
    }

    /// Whether a file's failed loading only ran out of time (`TimeoutException after 0:12:00…`, or the
    /// run ended first): nothing of the file ran. Not a load that failed with the file's own error
    /// (`Failed to load "…": Compilation failed`), which is its code's.
    static func loadingTimedOut(_ message: String) -> Bool {
        message.hasPrefix("TimeoutException after ") || message.hasPrefix("The test did not complete") || message.hasPrefix(TestLogReader.logEndsWhileRunning)
    }

    /// The Flutter report of a failed test: the one naming it, else the one printed just before its
    /// `[E]` line if that names no other test.
    private func report(of test: Described) -> DartFailureText? {
        func isOf(_ name: String) -> Bool { test.name == name || test.name.hasSuffix(" " + name) }
        // The report printed just before its `[E]` line first: two groups may hold tests of one name.
        if let before = test.reportBefore, before.testName.map(isOf) ?? true { return before }
        if let name = test.failure.testName, let report = reportsByTest[name] { return report }
        return reportsByTest.first { isOf($0.key) }?.value
    }

    /// The test's suite is its longest known group, else its file's name.
    private func identifier(_ test: Described) -> TestIdentifier {
        // Each blank of the name, from the last: the longest prefix that is a group (a lookup each, not a scan of all groups).
        var blank = test.name.endIndex
        while let found = test.name[..<blank].lastIndex(of: " ") {
            let prefix = String(test.name[..<found])
            if groups.contains(prefix) {
                return TestIdentifier(module: nil, suite: prefix, name: String(test.name[test.name.index(after: found)...]))
            }
            blank = found
        }
        let file = test.path ?? test.failure.location?.file ?? loadedPath
        return TestIdentifier(module: nil, suite: file.map(Self.fileStem) ?? "", name: test.name)
    }

    // MARK: - Lines

    static let summaries = ["Some tests failed.", "All tests passed!", "All tests skipped.", "No tests ran."]
    static let reportStart = "══╡ EXCEPTION CAUGHT BY "
    /// The line of `═` alone that closes Flutter's exception report.
    static func isReportEnd(_ text: some StringProtocol) -> Bool { text.count >= 20 && text.allSatisfy { $0 == "═" } }
    static let runAgain = "To run this test again: "
    static let skipPrefix = "  Skip: "
    static let githubGroupStarts = ["::group::", "##[group]"]
    static let githubGroupEnd: Set<String> = ["::endgroup::", "##[endgroup]"]
    static let githubTotals = ["::error::", "##[error]", "🎉 "]

    /// `00:31 +3 ~1 -1: description`: the description, and the tests skipped so far (0 without `~`).
    /// Minutes may have more than two digits.
    static func progressLine(_ text: String) -> (description: Substring, skipped: Int)? {
        let text = text.hasPrefix(appPrint) ? Substring(text).dropFirst(appPrint.count) : Substring(text)
        var rest = text
        let minutes = rest.prefix { $0.isASCII && $0.isNumber }
        guard minutes.count >= 2 else { return nil }
        rest = rest.dropFirst(minutes.count)
        guard rest.hasPrefix(":"), rest.dropFirst().prefix(2).allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        rest = rest.dropFirst(3)
        var counts = 0, skipped = 0
        for sign in [" +", " ~", " -"] where rest.hasPrefix(sign) {
            let digits = rest.dropFirst(2).prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty else { return nil }
            if sign == " ~" { skipped = Int(digits) ?? 0 }
            rest = rest.dropFirst(2 + digits.count)
            counts += 1
        }
        guard counts > 0, text.dropFirst(minutes.count + 3).hasPrefix(" +"), rest.hasPrefix(": ") else { return nil }
        return (rest.dropFirst(2), skipped)
    }

    /// `[VM] name`, `[VM, Kernel] name`, `[Chrome, Dart2Js] name`: the name.
    static func droppingPlatform(_ text: Substring) -> Substring {
        guard text.hasPrefix("["), let close = text.range(of: "] ") else { return text }
        let platform = text[text.index(after: text.startIndex)..<close.lowerBound]
        // Only package:test's runtimes: a title of the app's own (`[iPhone] renders`) stays the name.
        guard let runtime = platform.split(separator: ",").first, runtimes.contains(String(runtime)) else { return text }
        return text[close.upperBound...]
    }

    static let runtimes: Set<String> = ["VM", "Chrome", "Firefox", "Safari", "Microsoft Edge", "Node.js", "Experimental Chrome WASM"]

    /// A test's file and name; a file's loading (`loading test/sync_test.dart`) is named after that file
    /// (its suite), not after the test before it.
    static func fileAndName(_ text: Substring) -> (path: Substring?, name: Substring) {
        text.hasPrefix("loading ") ? (text.dropFirst("loading ".count), text) : splitPath(text)
    }

    /// `test/sync_test.dart: name` or `/ci/app/test/sync_test.dart: name`: the file and the name.
    static func splitPath(_ text: Substring) -> (path: Substring?, name: Substring) {
        guard let colon = text.range(of: ".dart: ") else { return (nil, text) }
        let path = text[..<colon.lowerBound]
        guard !path.isEmpty, !path.contains(" ") else { return (nil, text) }
        return (text[..<text.index(colon.lowerBound, offsetBy: 5)], text[colon.upperBound...])
    }

    /// `::group::❌ name (failed)` or `##[group]❌ name (failed)`: the title.
    static func githubGroupTitle(_ text: String) -> Substring? {
        githubGroupStarts.first(where: text.hasPrefix).map { text.dropFirst($0.count) }
    }

    /// `✅ name`, `❎ name (skipped)`, `❌ name (failed)`, `❌ name (failed after test completion)`;
    /// `✅ Passing tests` has no status.
    static func githubResult(_ title: Substring) -> (status: TestStatus?, title: Substring)? {
        if title == "✅ Passing tests" { return (nil, title) }
        for (mark, suffixes, status) in [("❌ ", [" (failed)", " (failed after test completion)"], TestStatus.failed),
                                         ("❎ ", [" (skipped)"], .skipped), ("✅ ", [], .passed)] where title.hasPrefix(mark) {
            let name = title.dropFirst(mark.count)
            if suffixes.isEmpty { return name.isEmpty ? nil : (status, name) }
            guard let suffix = suffixes.first(where: name.hasSuffix) else { return nil }
            return (status, name.dropLast(suffix.count))
        }
        return nil
    }

    /// `test/sync_test.dart` → `sync_test`.
    static func fileStem(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".dart") ? String(name.dropLast(5)) : name
    }
}

import EvidenceCore
import Foundation

/// Reads raw `xcodebuild test` / `swift test` output as a stream — from a file or any chunk source,
/// such as an archive entry — into a `TestRunReport`. Each line is matched by the small pattern types
/// in this folder, dispatched on the line's first byte so most lines cost a byte comparison or two.
/// Memory holds the results and at most one line (cut at 1 MB), whatever the size of the log.
package final class TestLogReader {
    /// Where results point: the log's path (its archive path once collected).
    package let evidencePath: String
    private var splitter: LogLineSplitter
    private var results = TestResultCollector()
    /// Failures and other issues of tests whose result line has not been read yet.
    private var pendingIssues: [TestIdentifier: [TestIssue]] = [:]
    private var unattributed: [TestIssue] = []
    private var build = BuildOutcome()
    private var buildFailed = false
    private var buildSucceededBanner = false
    private var testFailedBanner: EvidencePointer?
    /// The XCTest case between its `started` and its result line.
    private var runningXCTest: (id: TestIdentifier, started: EvidencePointer, rawName: String)?
    /// Swift Testing tests that started and have not finished, by printed name.
    private var runningSwiftTests: [String: (id: TestIdentifier, started: EvidencePointer)] = [:]
    /// Of several Swift Testing tests running at once, the one a crash report's frame named
    /// (`HumanizedDateTests.sydneyNoonRendersLocal() + 212`), by printed name: the crash's lines are its.
    private var crashedSwiftTest: String?
    private var openSwiftTestingSuites: [String] = []
    /// The test whose issue the last Swift Testing line recorded: `↳` detail lines continue it.
    private var lastSwiftTestingIssueTest: TestIdentifier?
    /// The process of the crash report being read (`Process: App [41822]`), and each report's exception by process.
    private var crashReportProcess: Int?
    private var crashExceptions: [Int: TestIssue] = [:]
    /// The crash report being read for its crashed thread's frames, and those read: each joins the
    /// crashed test its project frames name (`attachCrashedThreadReports`).
    private var crashedThread: CrashedThreadReport?
    /// An uncaught exception's throw stack being read (`readsThrowStack`).
    private var throwStack: ExceptionThrowStack?
    private var crashedThreadReports: [CrashedThreadReport] = []
    static let maximumCrashReports = 1_000
    /// How a test the log leaves running is said to have failed (each reader adds why it has no result).
    package static let logEndsWhileRunning = "The log ends while this test is running"
    /// Tests a restart line failed, in order, and the `Testing failed:` block's crashes that name no
    /// test, in order: paired at the end when they are as many.
    private var restartedTests: [TestIdentifier] = []
    private var processCrashes: [TestIssue] = []
    /// The processes whose crash a `Testing failed:` entry already gave a named test (`testX(): App (51844) encountered
    /// an error (Crash: …)`): the block's bare entry of the same crash is that test's, no restarted one's.
    private var summaryCrashedProcesses: Set<Int> = []
    /// The block's runner crashes (`Tern-Runner (6001) …`): one whose frames name a restarted test
    /// is that test's crash, so the app's crashes pair with the other restarts.
    private var runnerCrashes: [String] = []
    /// Swift Testing's output has begun (a formatter's annotations after it are tests' issues).
    private var swiftTestingRan = false
    /// Issues a formatter annotated without naming their test (xcbeautify's GitHub Actions renderer
    /// for Swift Testing): the next failed test's result line takes them; left over, the run's.
    private var issuesAwaitingASwiftTest: [TestIssue] = []
    /// Every Swift Testing suite the log started, and for each test printed without one, the suites
    /// open when it started: what `SwiftTestingSuiteResolver` picks its suite from.
    private var swiftTestingSuitesSeen: Set<String> = []
    private var suitesOpenAtStart: [String: Set<String>] = [:]
    /// Entries of `Failing tests:`, read once every result is known.
    private var failingTestsSummary: [(id: TestIdentifier, evidence: EvidencePointer)] = []
    /// The names xcodebuild's `Failing tests:` blocks listed (bounded like the block), kept after the
    /// block is joined to the results: a Swift Testing test a crash cut short is a failure only if listed.
    private var namesListedAsFailing: Set<String> = []
    /// The `Testing failed:` block's messages by function name: display-named failures join by them.
    private var summaryMessages: [String: [String]] = [:]
    private var lastFatalError: TestIssue?
    private var continuation = Continuation.none
    /// The line before was `Command line invocation:`: this one is the command (`XcodebuildInvocationLine`).
    private var awaitsInvocation = false
    /// The destination came from a command that runs tests: a later one does not replace it.
    private var destinationRunsTests = false
    /// The commands CI steps echoed (`XcodebuildInvocationLine(echoed:)`), in order: the run's destinations and builds
    /// only at the log's end, where xcodebuild's own `Command line invocation:` gave none (an echo may be script source).
    private var echoedInvocations: [XcodebuildInvocationLine] = []
    /// xcodebuild's own `Command line invocation:` was read: no echo is.
    private var ownInvocationSeen = false
    /// An echoed xcodebuild command continued over lines (`xcodebuild test \` then `  -destination '…' \`), joined so far.
    private var echoedContinuation: [UInt8]?
    static let maximumEchoedCommand = 4096
    /// The first bytes of a line `XcodebuildInvocationLine.echoedProgramStart` may read (besides a capital's `NAME=value`):
    /// `xcodebuild`, `xcrun`, a path, `+`, `$`, `##[command]`, `set`, `env`, `time`, `sudo`, `exec`, `command`.
    static let echoedCommandStarts: Set<UInt8> = Set("x/+$#setc".utf8)
    /// The last XCTest suite that started (`Test Suite 'X' started`): a formatter's result lines name
    /// only the test, and this is their suite.
    private var startedXCTestSuite: String?
    /// A formatter's suite heading came with no result line since the one before (`Test Suite A started`
    /// then `Test Suite B started`): parallel clones print their suites as they start, so from then on a
    /// heading does not say whose a result line is (`formattedID` names no suite; other sources do).
    private var formatterSuitesInterleave = false
    private var formatterHeadingAwaitsResult = false
    /// The suite xcbeautify last started on each parallel clone (`Test Suite X started on 'Clone 1 of …'`).
    private var suiteOnDevice: [String: String] = [:]
    /// The suite of each test that failed on a clone, by clone and name: its retry there names no suite
    /// either (a test of that name in another suite, on another clone, is another test).
    private var failedSuiteOnClone: [String: String] = [:]
    static let maximumClones = 256
    /// The tests a formatter's result line under parallel clones said failed, by name: xcbeautify prints
    /// each clone's results, then their failures (`✖ testName, message`), which name no suite.
    private var failedOnClonesByName = FailedTestsByName()
    /// The tests a formatter's lines said failed, by name: a retry (`Test Suite Selected tests started`,
    /// `-retry-tests-on-failure`) starts no suite of its own, and its lines (`✖ testName, message`) are
    /// those tests' again, not the suite's that ran last.
    private var formatterFailedByName = FailedTestsByName()
    /// A formatter printed a retry's start, and no suite since.
    private var formatterRetrying = false
    /// A formatter printed a retry's start at some point: a result with no suite after it may be a retried test's.
    private var formatterRetried = false

    /// The formatter whose output this log is (xcbeautify, xcpretty), when its lines were read.
    package var formattedBy: String? { formatter?.rawValue }
    private var formatter: FormattedTestLine.Formatter?
    /// A suite's heading (`BackgroundFetchUITests` alone) read before anything said the log is a
    /// formatter's, with its line — fastlane's prefix takes xcpretty's `▸ ` with it, so the first sign
    /// is the first test's `✗` line: a heading on the line just before it is that test's suite.
    private var headingBeforeFormatter: (suite: String, line: Int)?
    /// A raw result line (`Test Case '…' passed`, `✔ Test x() passed after …`) was read: the log is
    /// the raw log, whatever formatted-looking line the app printed into it.
    private var readRawResults = false
    /// A formatter's bare `path:line` line and its number: xcbeautify's closing summary puts one before
    /// each failure it repeats.
    private var summaryPlace: (line: Int, location: SourceLocation)?
    /// Jest's output (a React Native app's Detox tests), read after a file's `FAIL`/`PASS` header.
    private var jest = JestOutputReader()
    /// The Detox test each worker runs, between Detox's trace of its start and its end (`DetoxTraceLine`).
    private var detox = DetoxTestTracker()
    /// package:test's output (a Flutter app's tests), read from its first progress line or result group.
    private var dart = DartTestOutputReader()
    /// Gradle's test events (a Kotlin Multiplatform module's iOS tests), read from a `… > … FAILED` line.
    private var gradle = GradleTestOutputReader()
    private var buck = BuckTestOutputReader()
    /// Google Test's output (a Kotlin/Native test binary run with `--ktest_logger=GTEST`), read from a `[ RUN      ]` line.
    private var gtest = GTestOutputReader()
    /// Vitest's output (a Capacitor or Ionic app's unit tests), read from its banner or a failure's heading.
    private var vitest = VitestOutputReader()
    /// WebdriverIO's spec reporter (end-to-end tests through Appium), read from a worker's `[… #0-0]` lines.
    private var webdriverIO = WebdriverIOSpecReader()
    /// Patrol's own console (a Flutter app's native end-to-end tests), read from a finished test's line.
    private var patrol = PatrolOutputReader()
    /// The failures Mocha's spec reporter lists (Appium's end-to-end tests with no runner around them), read from `N failing`.
    private var mocha = MochaSpecReader()
    /// jasmine-spec-reporter's tree (a Cordova plugin's tests under cordova-paramedic), read from `Jasmine started`.
    private var jasmine = JasmineSpecReader()
    /// Cucumber's pretty formatter (Gherkin scenarios under Maze Runner, Appium's Ruby or JavaScript clients), read from `Feature:`.
    private var cucumber = CucumberPrettyReader()
    /// Maven Surefire's console (`mvn test`: JUnit and TestNG, Appium's Java client), read from a failed test's heading.
    private var surefire = SurefireOutputReader()
    /// `dotnet test`'s console (VSTest's logger: NUnit, xUnit, MSTest), read from a failed test's result line.
    private var vstest = VSTestConsoleReader()
    /// Gradle's report of a Kotlin/Native test binary that crashed (`Current test: name`).
    private var kotlinCrash = KotlinNativeTestCrashReader()
    /// Karma's progress reporter (a NativeScript or Ionic app's unit tests), read from a browser's count.
    private var karma = KarmaProgressReader()
    /// The log is an `.ips` crash report: its JSON, read as a report once the file ends.
    private var ipsReport: IPSCrashReport?
    /// The log is a spindump (a hung test's, `SpindumpReport`), once its sampler's header is read.
    private var spindump: SpindumpReport?
    private var spindumpEnded = false
    /// The lines naming the process read before a spindump's header (`Process:`, `Command:`, `PID:`, `Path:`).
    private var spindumpHeader: [String] = []
    /// The log is a text crash report (`.crash`): read as one, into the same lines.
    private var textCrashReport: TextCrashReport?
    /// The .NET device runner's failure whose details (indented lines under `[FAIL] …`) are being read.
    private var deviceRunnerFailure: TestIdentifier?
    /// The last .NET device runner result's test: XHarness prints a failure's `[FAIL]` line twice.
    private var lastDeviceRunnerResult: TestIdentifier?
    /// The fixture NUnit's device runner last said it started: its results name only their methods.
    private var deviceRunnerFixture: String?
    /// The .NET device runner announced itself (`Test framework: NUnit …`, `Discovered: …`): from then on a
    /// line that is one fixture's name is one (`noteDeviceRunnerFixture`).
    private var deviceRunnerStarted = false

    /// One sentence when the log is a formatter's output: what it lacks, and where the evidence is.
    package var formattedOutputNote: String? {
        guard !readRawResults else { return nil }
        return formattedBy.map { tool in
            let keeps = readSummaryLocation ? "test names, messages and (in its closing summary) file:line but drops" : "test names and messages but drops file:line,"
            return "\(evidencePath) is \(tool)'s output, not the raw log: it keeps \(keeps) suites "
                + "and what the app printed; keep the raw log too (xcodebuild … | tee raw.log | \(tool)) and give evidence that."
        }
    }

    /// Lines the app printed about background tasks while an XCTest case ran (at most
    /// `maximumTaskLinesPerTest` each): the system's own words, which triage's rules read.
    package private(set) var taskLinesByTest: [TestIdentifier: [EvidencePointer]] = [:]
    /// The same for tests known by their full name alone, by its key (`TestArtifactFolder.key`): what
    /// the log printed while Detox's trace said a test ran (Jest names it only after its file ended), and
    /// before a Karma failure whose stack named no file.
    package private(set) var taskLinesByTestFullName: [String: [EvidencePointer]] = [:]
    /// When each failed Detox test started, by its full name's key: a time of day (seconds since midnight),
    /// as its trace gives it, with no date (`DetoxTraceLine`).
    package private(set) var failedTestStartTimesOfDay: [String: Double] = [:]
    /// When each failed XCTest case started, by the clock of the Mac that ran it (`TestClock`).
    package var failedTestStarts: [TestIdentifier: Date] { clock.failedTestStarts }
    private var clock = TestClock()
    static let maximumTaskLinesPerTest = 20
    static let taskLineMarkers: [[UInt8]] = SignalCatalog.consoleMarkers.map { Array($0.utf8) }
    static let testCaseLines = [[UInt8](ascii: "Test Case '"), [UInt8](ascii: "Test Suite '")]
    static let recordedAnIssue = [UInt8](ascii: " recorded an issue"), testWord = [UInt8](ascii: "Test ")

    /// Swift Testing's issue line names its test (`✘ Test f() recorded an issue at …`, xcbeautify's
    /// `[!]  Test f() recorded an issue …`): the issue is that test's, never a line of the next one to
    /// finish (parallel tests print each other's issues before their results).
    static func namesTheTestOfItsIssue(_ line: LogLine) -> Bool {
        guard let recorded = line.firstIndex(of: recordedAnIssue), let test = line.firstIndex(of: testWord) else { return false }
        return test < recorded
    }
    static let taskLineFilter = ConsoleLineFilter(phrases: SignalCatalog.consoleMarkers, spans: SignalCatalog.consoleSpans)

    /// Whether the reader keeps `line` of the app's console for the test that printed it (or for the
    /// run, outside any test): what triage can read of a console line at all.
    package static func keepsConsoleLine(_ line: String, spans: Bool = true) -> Bool {
        var line = line
        return line.withUTF8 { bytes in
            let line = LogLine(bytes: UnsafeRawBufferPointer(bytes), number: 1)
            return spans ? taskLineFilter.matches(line) : taskLineFilter.matchesAPhrase(line)
        }
    }

    /// Such lines printed while no single test ran (the app's launch before the first test, a crash
    /// between tests): they speak for the run, and the rules read them beside each failure.
    package private(set) var runTaskLines: [EvidencePointer] = []
    /// The entitlements each product was signed with, as the build printed them (at most `maximumSignedProducts`).
    package private(set) var signedEntitlements: [SignedEntitlements] = []
    private var entitlementsScanner = SignedEntitlementsScanner()
    package static let maximumSignedProducts = 100
    /// More than one is all triage asks (`BuildOutcome.builds`).
    static let maximumBuilds = 16
    static let maximumRunTaskLines = 50

    /// The numbers of the lines `taskLineFilter` matches, when another thread searched them
    /// (`TestLogPipeline`), and the first not yet passed; nil: each line is searched here.
    /// Task lines each parallel clone's process (by pid) printed since its last result line; a clone
    /// is known once a result names it, so the app's launch lines before its first test stay the run's.
    private var cloneLines: [String: [EvidencePointer]] = [:]
    /// Task lines no running test or known clone took since the last result line: a parallel clone's
    /// crash report (`Thread 6 Crashed::`, `EXC_BAD_ACCESS`) prints without its process, and the
    /// restart line after it names the test it was (`apply(_: RestartAfterCrashLine…)`).
    private var unownedLines: [EvidencePointer] = []
    /// The targets the build compiled each Swift file in (`SwiftCompile … X.swift (in target 'T' …)`),
    /// by file name: the module of a test no result line names with one (a crash in a parallel clone).
    private var targetsCompilingFile: [String: Set<String>] = [:]
    static let maximumCompiledFiles = 50_000

    /// `App[41120:5530]` → `41120`: the process a console line came from.
    static func processID(_ line: LogLine) -> String? {
        guard let open = line.firstIndex(of: [UInt8(ascii: "[")], from: 0), open > 0 else { return nil }
        var end = open + 1
        while end < line.count, line[end] >= UInt8(ascii: "0"), line[end] <= UInt8(ascii: "9") { end += 1 }
        guard end > open + 1, end < line.count, line[end] == UInt8(ascii: ":") else { return nil }
        return line.text(open + 1..<end)
    }

    /// xcodebuild's word that the process crashed while testing (`App (41120) encountered an error
    /// (Crash: …`): that test's end — unlike its launch lines (`App[41120:5530] …`) and a clone that
    /// never bootstrapped (`… encountered an error (Early unexpected exit …`), which stay the run's.
    static func names(process: String, _ text: String) -> Bool {
        text.contains(" (\(process)) encountered an error (Crash: ")
    }

    /// `Clone 1 of iPhone 16 - App (41120)` → `41120`.
    static func processID(ofDevice device: String) -> String? {
        guard device.hasSuffix(")"), let open = device.lastIndex(of: "(") else { return nil }
        let digits = device[device.index(after: open)..<device.index(before: device.endIndex)]
        return !digits.isEmpty && digits.allSatisfy(\.isNumber) ? String(digits) : nil
    }

    /// The lines after a build error may still be its source line and caret.
    private var snippetOpen = false
    private var snippetSource: String?

    private var givenTaskLines: [Int]?
    private var nextGivenTaskLine = 0

    /// Takes the numbers of task lines among the lines still to come, in ascending order.
    func takeTaskLineNumbers(_ numbers: [Int]) {
        guard var given = givenTaskLines else {
            givenTaskLines = numbers
            return
        }
        given.removeFirst(nextGivenTaskLine)
        nextGivenTaskLine = 0
        given += numbers
        givenTaskLines = given
    }

    private func isTaskLine(_ line: LogLine) -> Bool {
        guard let given = givenTaskLines else { return Self.taskLineFilter.matches(line) }
        while nextGivenTaskLine < given.count, given[nextGivenTaskLine] < line.number { nextGivenTaskLine += 1 }
        return nextGivenTaskLine < given.count && given[nextGivenTaskLine] == line.number
    }

    private func keepTaskLine(_ line: LogLine) {
        if let index = undeclaredResourcesLine, !noteUndeclaredResource(line, index) { undeclaredResourcesLine = nil }
        // (xcodebuild's lines of a test's start and end name the test, no task: a test named after a
        // plist key, `testUIBackgroundModesIncludeFetch`, says nothing of the system.)
        guard isTaskLine(line), !Self.testCaseLines.contains(where: { line.hasPrefix($0) }), !Self.namesTheTestOfItsIssue(line) else { return }
        // (A line of at most 500 bytes has at most 500 characters: kept whole without counting them.)
        let pointer = { EvidencePointer(path: self.evidencePath, line: line.number, excerpt: line.count <= 500 ? line.text : String(line.text.prefix(500))) }
        guard let (id, startedLine) = runningTest else {
            // package:test's running test names itself only at its result: the reader keeps its lines till then.
            if dart.isReading, dart.keep(pointer(), atMost: Self.maximumTaskLinesPerTest) { return }
            if detox.keep(pointer(), atMost: Self.maximumTaskLinesPerTest) { return }
            if runTaskLines.count < Self.maximumRunTaskLines {
                runTaskLines.append(pointer())
                // SwiftPM names the files it does not ship on the lines after its warning.
                if line.firstIndex(of: Self.undeclaredResources) != nil { undeclaredResourcesLine = runTaskLines.count - 1 }
            }
            // A parallel clone prints no start lines: what its process printed since its last result
            // is the next test's (see `apply(_: ParallelTestCaseLine…)`).
            if let process = Self.processID(line), cloneLines[process] != nil {
                if cloneLines[process]!.count < Self.maximumTaskLinesPerTest { cloneLines[process]!.append(pointer()) }
            } else if deviceRunnerFailure != nil, DeviceRunnerResultLine.detail(line) != nil {
                // A detail of the .NET device runner's failure just read is that failure's, not the next test's.
            } else if unownedLines.count < Self.maximumTaskLinesPerTest {
                unownedLines.append(pointer())
            }
            return
        }
        guard line.number != startedLine, taskLinesByTest[id, default: []].count < Self.maximumTaskLinesPerTest else { return }
        taskLinesByTest[id, default: []].append(pointer())
    }

    /// A line of Detox's trace: the lines a test it ended printed, and a failed test's start.
    private func read(_ trace: DetoxTraceLine) {
        let read = detox.read(trace)
        if let test = read.test, !read.lines.isEmpty { taskLinesByTestFullName[TestArtifactFolder.key(test), default: []] += read.lines }
        // (Its first attempt's, as `TestClock` keeps: a retry's start is not when the test began.)
        if let test = read.test, trace.failed, let started = read.started, failedTestStartTimesOfDay.count < TestClock.maximumStarts,
           failedTestStartTimesOfDay[TestArtifactFolder.key(test)] == nil {
            failedTestStartTimesOfDay[TestArtifactFolder.key(test)] = started
        }
        keepRunTaskLines(read.orphaned)
    }

    /// Lines that turned out to be no test's (a Detox trace that did not end as it began): the run's.
    private func keepRunTaskLines(_ lines: [EvidencePointer]) {
        runTaskLines += lines.prefix(max(0, Self.maximumRunTaskLines - runTaskLines.count))
    }

    /// The test a line printed now is about: the XCTest case running, the one Swift Testing test
    /// running, or — of several — the one a crash report named; with its start line.
    private var runningTest: (id: TestIdentifier, startedLine: Int?)? {
        if let running = runningXCTest { return (running.id, running.started.line) }
        let swift = runningSwiftTests.count == 1 ? runningSwiftTests.first?.value : crashedSwiftTest.flatMap { runningSwiftTests[$0] }
        return swift.map { ($0.id, $0.started.line) }
    }

    /// A crash report's frame of a running Swift Testing test (`4  AppTests  0x… Suite.name() + 212 (…)`):
    /// several run at once, and the frame says which one crashed.
    private func noteCrashFrame(_ line: LogLine) {
        guard line.firstIndex(of: Self.frameOffset) != nil, line.firstIndex(of: Self.hexPrefix) != nil else { return }
        let text = line.text
        let named = runningSwiftTests.keys.filter { name in name.hasSuffix("()") && text.contains("." + name + " + ") }
        if named.count == 1 { crashedSwiftTest = named[0] }
    }

    static let frameOffset = [UInt8](ascii: "() + "), hexPrefix = [UInt8](ascii: " 0x")

    /// The run line of SwiftPM's unhandled-files warning while its paths follow.
    private var undeclaredResourcesLine: Int?
    static let undeclaredResources = Array(SignalVocabulary.undeclaredResourcesWarning.utf8)

    /// An indented path after SwiftPM's unhandled-files warning joins it (a few, bounded); false when
    /// the line is no such path.
    private func noteUndeclaredResource(_ line: LogLine, _ index: Int) -> Bool {
        let start = line.skippingBlanks(from: 0)
        guard start > 0, start < line.count, line[start] == UInt8(ascii: "/"), index < runTaskLines.count,
              (runTaskLines[index].excerpt?.utf8.count ?? 0) < 2_000
        else { return false }
        runTaskLines[index].excerpt = (runTaskLines[index].excerpt ?? "") + " " + line.text(from: start)
        return true
    }

    /// How many lines no pattern recognised, and the first few of them (line numbers).
    package private(set) var unrecognizedLineCount = 0
    package private(set) var unrecognizedLineSamples: [Int] = []
    package var truncatedLineCount: Int { splitter.truncatedLines }
    package var lineCount: Int { splitter.lineNumber }
    var maximumLineLength: Int { splitter.maximumLineLength }

    /// Bounds on what one log can make the reader keep.
    static let maximumMessageLength = 4 * 1024
    static let maximumBuildDiagnostics = 500
    static let maximumUnattributedIssues = 1000
    /// `Failing tests:` entries kept whatever the log holds; past them, only those of tests not read yet.
    static let maximumSummaryEntries = 10_000
    static let colonSpace = [UInt8](ascii: ": ")
    static let testSuite = [UInt8](ascii: "Test Suite '")
    static let parallelTestSuite = [UInt8](ascii: "Test suite '")

    /// The test xcpretty's summary just named, and its message, until its location line.
    private var summaryFailure: (id: TestIdentifier, message: String)?
    /// A location was read from xcpretty's closing summary (the note then does not say it is lost).
    private var readSummaryLocation = false
    /// Lines read since xcpretty's opening fence; nil outside a snippet.
    private var formatterSnippetLines: Int?
    /// The line of xcpretty's last summary location: its fence opens the failing line's snippet only right after it.
    private var summaryLocationLine = -2

    private enum Continuation {
        case none
        /// Unclaimed lines continue the message of this test's last issue.
        case issue(TestIdentifier)
        /// xctool's failed result, before its failure's lines: the first unclaimed one is its message.
        case xctoolFailure(TestIdentifier)
        /// Indented entries of `Failing tests:`.
        case failingTests
        /// Indented entries of `Testing failed:` / `The following build commands failed:`.
        case summaryBlock
        /// Command lines of a build step, source lines under a diagnostic.
        case buildDetail
        /// A formatter's failed result that carried no message (`✖ testName (0.003 seconds)`): an indented
        /// `/path/File.swift:8: message` next is its failure, placed.
        case placedMessage(TestIdentifier)
        /// A placed message was read: a fence may follow (after up to this many blank lines), opening the failing line's snippet.
        case snippetMayOpen(blanksLeft: Int)
    }

    package init(evidencePath: String, maximumLineLength: Int = LogLineSplitter.defaultMaximumLineLength) {
        self.evidencePath = evidencePath
        splitter = LogLineSplitter(maximumLineLength: maximumLineLength)
    }

    /// Reads a whole log file.
    package static func read(path: String, evidencePath: String? = nil) throws -> (report: TestRunReport, reader: TestLogReader) {
        let reader = TestLogReader(evidencePath: evidencePath ?? path)
        let file = try FileReader(path: path)
        let report = try TestLogPipeline.read(reader) { consume in try file.forEachChunk { consume($0) } }
        return (report, reader)
    }

    /// Feeds the next chunk of the log.
    package func consume(_ chunk: UnsafeRawBufferPointer) {
        splitter.feed(chunk) { handle($0) }
    }

    /// Ends the stream and returns what the log says.
    package func finish() -> TestRunReport {
        splitter.finish { handle($0) }
        for case .failure(let id, let message, let location, let evidence) in jest.endBlock() {
            addIssue(TestIssue(message: message ?? "failed", location: location, evidence: evidence), to: id)
        }
        if dart.isReading { apply(dart.finish(), nil) }
        keepRunTaskLines(detox.finish())
        apply(gradle.endBlock(), nil)
        apply(buck.finish(), nil)
        apply(gtest.finish(), nil)
        apply(vitest.endBlock(), nil)
        apply(webdriverIO.finish(), nil)
        apply(mocha.endBlock(), nil)
        apply(jasmine.endBlock(), nil)
        if cucumber.isReading { apply(cucumber.finish(), nil) }
        apply(surefire.endBlock(), nil)
        apply(vstest.endBlock(), nil)
        applyKotlinCrashes()
        apply(karma.endBlock(), nil)
        // A crash report's crash, in the words the rules read: the run's (triage ties it to the test whose
        // time holds its capture time, `FailureContext`).
        // (An .ips report's crash is on its second line, after the JSON header; a .crash report's on its first.)
        let reportLines = (ipsReport?.lines() ?? []).map { ($0, 2) } + (textCrashReport?.lines() ?? []).map { ($0, 1) }
        for (text, line) in reportLines where runTaskLines.count < Self.maximumRunTaskLines {
            runTaskLines.append(EvidencePointer(path: evidencePath, line: line, excerpt: text))
        }
        // A spindump's reading of each test a thread held: the run's too (triage ties it to the test it names).
        // (A main thread's reading is named by the report's file and folder, which a job names after the test.)
        let reportFile = evidencePath.split(separator: "/").suffix(2).joined(separator: "/")
        for hang in spindump?.finish(file: reportFile) ?? [] where runTaskLines.count < Self.maximumRunTaskLines {
            runTaskLines.append(EvidencePointer(path: evidencePath, line: hang.reportLine, excerpt: hang.line))
        }
        // Patrol's console names the tests xcodebuild's lines name, where both are in the log.
        let patrolRead = patrol.finish()
        if results.isEmpty { apply(patrolRead, nil) }
        if let running = runningXCTest {
            var started = running.started
            started.excerpt = "Test Case '\(running.rawName)' started."
            var issues = pendingIssues.removeValue(forKey: running.id) ?? []
            issues.append(TestIssue(message: Self.logEndsWhileRunning + ": it has no result line (the test process crashed, hung or was killed).", evidence: started))
            // xcodebuild's own word that it lost the test runner (`Testing failed: Lost connection to the test
            // manager service.`) is why this test, the one running, has no result.
            issues += unattributed.filter { issue in Self.runnerLost.contains(where: issue.message.includes) }.prefix(1)
            clock.testEnded(running.id, failed: true, duration: nil)
            record(running.id, .failed, nil, issues: issues, evidence: started)
            runningXCTest = nil
        }
        for (name, running) in runningSwiftTests.sorted(by: { ($0.value.started.line ?? 0) < ($1.value.started.line ?? 0) }) {
            // Another test crashed the process under it, and xcodebuild's own list of failures leaves it out:
            // it was cut short, not failed.
            // (A display name may be the crashed test's own: only a function's name is surely another test.)
            let bare = Self.withoutCallParentheses
            if let crashed = crashedSwiftTest, name.hasSuffix("()"), bare(crashed) != bare(name), pendingIssues[running.id] == nil,
                !namesListedAsFailing.isEmpty, !namesListedAsFailing.contains(running.id.name), !namesListedAsFailing.contains(bare(running.id.name)) {
                continue
            }
            var issues = pendingIssues.removeValue(forKey: running.id) ?? []
            issues.append(TestIssue(message: Self.logEndsWhileRunning + ": it has no result line.", evidence: running.started))
            record(running.id, .failed, nil, issues: issues, evidence: running.started)
        }
        runningSwiftTests.removeAll()
        for issue in takeIssuesAwaitingASwiftTest() { addUnattributed(issue) }
        // Issues of tests that never printed a result (e.g. the run stopped): the test failed.
        recordPendingIssues()
        joinParallelResultsToTheirModule()
        adoptEchoedInvocations()
        resolveSwiftTestingSuites()
        attachProcessCrashesToRestarts()
        attachCrashReports()
        attachCrashedThreadReports()
        // A display-named test now under its function's name joins that name's module too.
        joinParallelResultsToTheirModule()
        if let banner = testFailedBanner, !buildFailed, !results.hasFailures, unattributed.isEmpty {
            addUnattributed(TestIssue(message: "xcodebuild reports TEST FAILED, but no failing test or build error is in the log.", evidence: banner))
        }
        if buildFailed || (!build.errors.isEmpty && results.results.isEmpty) {
            build.succeeded = false
        } else if !results.results.isEmpty || buildSucceededBanner {
            build.succeeded = true
        }
        var report = results.report(source: evidencePath, build: build, unattributedIssues: unattributed)
        report.failedAtTheEnd = failedAtTheEnd(report.tests)
        return report
    }

    /// The tests whose last result here is a failure and which the log's `Failing tests:` block names.
    private func failedAtTheEnd(_ tests: TestResults) -> Set<TestIdentifier> {
        guard !namesListedAsFailing.isEmpty else { return [] }
        var failed: Set<TestIdentifier> = []
        for position in tests.indices where tests.status(at: position) == .failed {
            let id = tests.id(at: position)
            if namesListedAsFailing.contains(id.name) || namesListedAsFailing.contains(Self.withoutCallParentheses(id.name)) { failed.insert(id) }
        }
        return failed
    }

    // MARK: - Dispatch

    /// The line after `Command line invocation:`: the command, whose destination the run's is (the first command's,
    /// unless only a later one runs the tests: after `build-for-testing`).
    private func readInvocation(_ line: LogLine) {
        awaitsInvocation = false
        guard let invocation = XcodebuildInvocationLine(line) else { return }
        ownInvocationSeen = true
        startsARun(invocation)
        adopt(invocation)
    }

    /// A command that runs tests without narrowing them to some (`-only-testing:`, as a retry does) starts another run:
    /// a formatter's retry before it is over.
    private func startsARun(_ invocation: XcodebuildInvocationLine) {
        if invocation.runsTests, !invocation.narrowsToSomeTests { (formatterRetrying, formatterRetried) = (false, false) }
    }

    private func adopt(_ invocation: XcodebuildInvocationLine) {
        if invocation.runsTests { invocationDestination = invocation.destination }
        if invocation.runsTests, build.builds.count < Self.maximumBuilds { build.builds.insert(invocation.build) }
        if invocation.runsTests, build.testDestinations.count < Self.maximumBuilds { build.testDestinations.insert(invocation.destination) }
        if invocation.runsTests, let plan = invocation.testPlan, build.testPlans.count < Self.maximumBuilds { build.testPlans.insert(plan) }
        if invocation.runsTests, let scheme = invocation.scheme, build.testSchemes.count < Self.maximumBuilds { build.testSchemes.insert(scheme) }
        if !destinationRunsTests, build.destination == nil || invocation.runsTests {
            build.destination = invocation.destination
            destinationRunsTests = invocation.runsTests
        }
    }

    /// A CI step's echo of an xcodebuild command, on one line or continued over several (`\` at the end): a
    /// continued command is read whole (its destination and its action may stand on any of its lines), up to
    /// `maximumEchoedCommand` bytes.
    private func readEchoedCommand(_ line: LogLine) {
        if var joined = echoedContinuation {
            // (Longer than the reader keeps: dropped, not read cut short — its end may hold what the command did.)
            guard joined.count + 1 + line.count <= Self.maximumEchoedCommand else {
                echoedContinuation = nil
                return
            }
            joined.append(0x20)
            joined.append(contentsOf: line.bytes)
            guard joined.last == UInt8(ascii: "\\") else {
                echoedContinuation = nil
                joined.withUnsafeBytes { noteEchoed(LogLine(bytes: $0, number: line.number)) }
                return
            }
            echoedContinuation = Array(joined.dropLast())
            return
        }
        // (Cheap on bytes first: a shell line's first word starts with one of few bytes, or is a `NAME=value`.)
        let first = line.skippingBlanks(from: 0)
        guard first < line.count, Self.echoedCommandStarts.contains(line[first]) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(line[first]),
              XcodebuildInvocationLine.echoedProgramStart(line) != nil else { return }
        if line.bytes.last == UInt8(ascii: "\\") {
            echoedContinuation = line.count < Self.maximumEchoedCommand ? Array(line.bytes.dropLast()) : nil
            return
        }
        noteEchoed(line)
    }

    /// A CI step's echoed command says where the tests ran only where xcodebuild's own invocation did not.
    private func adoptEchoedInvocations() {
        guard !ownInvocationSeen else { return }
        echoedInvocations.forEach(adopt)
    }

    /// (A step that runs the tests on its destination makes the results after it that destination's, as xcodebuild's own does.)
    private func noteEchoed(_ line: LogLine) {
        guard echoedInvocations.count < Self.maximumBuilds, let invocation = XcodebuildInvocationLine(echoed: line) else { return }
        startsARun(invocation)
        echoedInvocations.append(invocation)
        if invocation.runsTests { invocationDestination = invocation.destination }
    }

    private func handle(_ line: LogLine) {
        if awaitsInvocation {
            readInvocation(line)
        } else if !ownInvocationSeen, echoedContinuation != nil || line.count > 12 {
            readEchoedCommand(line)
        }
        if runningSwiftTests.count > 1 { noteCrashFrame(line) }
        // (A crash report's own lines are the report's, read into timed lines at its end: none is a task line with no time.)
        if readsCrashReport(line) || readsSpindump(line) { return }
        // (Detox's trace of a test names the test, not a task, and is the runner's line, not the app's.)
        if let trace = DetoxTraceLine(line) {
            read(trace)
        } else {
            keepTaskLine(line)
        }
        noteSummaryPlace(line)
        if let signed = entitlementsScanner.read(line, evidencePath: evidencePath), signedEntitlements.count < Self.maximumSignedProducts {
            signedEntitlements.append(signed)
        }
        // Before the patterns: an indented caret line is also read as noise.
        if snippetOpen, case .buildDetail = continuation { keepSnippetLine(line) }
        if readsOtherRunnersOutput(line) { return }
        if let id = deviceRunnerFailure {
            if let detail = DeviceRunnerResultLine.detail(line) { return readDeviceRunnerDetail(detail, of: id) }
            deviceRunnerFailure = nil
        }
        if readsCrashedThread(line) || readsThrowStack(line) { return }
        if recognize(line) { return }
        if absorbContinuation(line) { return }
        noteDeviceRunnerFixture(line)
        unrecognizedLineCount += 1
        if unrecognizedLineSamples.count < 20 { unrecognizedLineSamples.append(line.number) }
    }

    /// A .NET device runner's own lines outside its results: its start (`DeviceRunnerResultLine.runStarts`),
    /// after which a line that is a fixture's name names the fixture of the method-only results that
    /// follow, and its totals (`Tests run: …`), which end that fixture. What the log printed before the
    /// runner started is no test's.
    private func noteDeviceRunnerFixture(_ line: LogLine) {
        if DeviceRunnerResultLine.startsTheRun(line) {
            deviceRunnerStarted = true
            unownedLines.removeAll()
        } else if DeviceRunnerResultLine.endsTheRun(line) {
            (deviceRunnerFixture, deviceRunnerStarted, lastDeviceRunnerResult) = (nil, false, nil)
        } else if deviceRunnerStarted || lastDeviceRunnerResult != nil, let fixture = DeviceRunnerResultLine.fixtureName(line) {
            deviceRunnerFixture = fixture
        }
    }

    /// The log is a crash report (`.ips` or `.crash`): its lines are the report's, read once it ends.
    private func readsCrashReport(_ line: LogLine) -> Bool {
        if ipsReport != nil || IPSCrashReport.isHeader(line) {
            if ipsReport == nil { ipsReport = IPSCrashReport(header: line) } else { ipsReport?.append(line) }
            return true
        }
        guard textCrashReport != nil || TextCrashReport.isHeader(line) else { return false }
        if textCrashReport == nil { textCrashReport = TextCrashReport() }
        textCrashReport?.append(line)
        // A rule of dashes that opened some other log (fastlane's banner): read on as that log.
        guard textCrashReport?.isReport == false else { return true }
        textCrashReport = nil
        return false
    }

    /// The log is a spindump (its sampler's header within its first lines, before any test): its lines
    /// are the report's, read once it ends — or once a test log's own line follows it.
    private func readsSpindump(_ line: LogLine) -> Bool {
        if spindump != nil, !spindumpEnded {
            // A test log's own line: the log printed a spindump first, and reads on as a test log.
            if SpindumpReport.endsAt(line) {
                spindumpEnded = true
                return false
            }
            spindump?.append(line)
            return true
        }
        guard spindump == nil, line.number <= Self.spindumpHeaderLines, results.isEmpty else { return false }
        if SpindumpReport.namesTheProcess(line), spindumpHeader.count < 8 { spindumpHeader.append(line.text) }
        guard SpindumpReport.opens(line) else { return false }
        spindump = SpindumpReport(header: spindumpHeader)
        return true
    }

    static let spindumpHeaderLines = 40

    /// A formatter's bare `path:line` line (`summaryPlace`): xcbeautify's closing summary entry begins so.
    private func noteSummaryPlace(_ line: LogLine) {
        guard formatter != nil, !line.isEmpty, line[0] == UInt8(ascii: "/"), line.firstIndex(of: 0x20, from: 0) == nil,
              let (location, _) = FileLineLocation.parse(line, from: 0, endingAt: line.count) else { return }
        summaryPlace = (line.number, location)
    }

    /// Vitest's, WebdriverIO's, Mocha's, Jasmine's, Cucumber's, Karma's (`readsSpecReportersOutput`), Surefire's,
    /// VSTest's, Patrol's, Jest's, package:test's, Gradle's, Buck's and Google Test's output, each read by its own reader
    /// once its first line says it is theirs; true when one claimed the line.
    private func readsOtherRunnersOutput(_ line: LogLine) -> Bool {
        if readsSpecReportersOutput(line) { return true }
        let evidence = { line.pointer(self.evidencePath) }
        if surefire.isReading || SurefireOutputReader.mayStart(line), claims(surefire.read(line.text, at: evidence()), line) { return true }
        if vstest.isReading || VSTestConsoleReader.mayStart(line), claims(vstest.read(line.text, at: evidence()), line) { return true }
        // (Flutter's exception report in the app's console, read for Patrol's failures, left to the others.)
        if patrol.isObserving || PatrolOutputReader.mayObserve(line) { patrol.observe(line.text) }
        // Before package:test's: its GitHub reporter's `✅`/`❌` lines carry no file's path.
        if patrol.isReading || PatrolOutputReader.mayStart(line), claims(patrol.read(line.text, at: evidence()), line) { return true }
        if jest.isReading || JestOutputReader.header.contains(where: { line.hasPrefix($0) }) || line.hasPrefix(JestOutputReader.retryErrorsBytes, at: line.skippingBlanks(from: 0)),
            claims(jest.read(line.text, at: evidence()), line) { return true }
        if dart.mayClaim(line), claims(dart.read(line.text, at: evidence()), line) { return true }
        if gradle.isReading || GradleTestOutputReader.mayStart(line), claims(gradle.read(line.text, at: evidence()), line) { return true }
        if buck.mayRead(line), claims(buck.read(line.text, at: evidence()), line) { return true }
        if gtest.mayRead(line), claims(gtest.read(line.text, at: evidence()), line) { return true }
        if kotlinCrash.isReading || KotlinNativeTestCrashReader.mayStart(line), claims(kotlinCrash.read(line.text, at: evidence()), line) { return true }
        return false
    }

    /// The spec reporters of end-to-end and JavaScript runners (Vitest, WebdriverIO, Mocha, Jasmine,
    /// Cucumber, Karma); true when one claimed the line.
    private func readsSpecReportersOutput(_ line: LogLine) -> Bool {
        let evidence = { line.pointer(self.evidencePath) }
        // Before Jest's: Vitest's failure heading starts as Jest's file header does.
        if vitest.isReading || VitestOutputReader.mayStart(line), claims(vitest.read(line.text, at: evidence()), line) { return true }
        if WebdriverIOSpecReader.mayStart(line), claims(webdriverIO.read(line.text, at: evidence()), line) { return true }
        if mocha.isReading || MochaSpecReader.mayStart(line), claims(mocha.read(line.text, at: evidence()), line) { return true }
        if jasmine.isReading || JasmineSpecReader.mayStart(line), claims(jasmine.read(line.text, at: evidence()), line) { return true }
        if cucumber.isReading || CucumberPrettyReader.mayStart(line), claims(cucumber.read(line.text, at: evidence()), line) { return true }
        guard karma.mayRead(line) else { return false }
        return claims(karma.read(line.text, at: evidence()) { take in take ? self.removeUnownedLines() : self.unownedLines }, line)
    }

    /// A crashed Kotlin/Native test Gradle's events did not already name; where they did (`… FAILED`), the
    /// crash's words are its failure's too, once — the failed test of that name (and class, when the
    /// crash's frame named it).
    private func applyKotlinCrashes() {
        var crashed: [RunnerOutputEvent] = []
        for event in kotlinCrash.finishAll() {
            guard event.test.suite.isEmpty ? results.contains(name: event.test.name) : results.contains(suite: event.test.suite, name: event.test.name) else {
                crashed.append(event)
                continue
            }
            guard case .failure(_, let message?, _, let evidence) = event, let evidence else { continue }
            for id in results.failedIDs(named: event.test.name, suite: event.test.suite) where !results.hasIssue(message, id) {
                _ = results.addIssue(TestIssue(message: message, evidence: evidence), to: id)
            }
        }
        apply(crashed, nil)
    }

    /// Records what a runner's reader made of `line`; true when the reader claimed it.
    private func claims(_ read: (claimed: Bool, events: [RunnerOutputEvent]), _ line: LogLine) -> Bool {
        apply(read.events, line)
        return read.claimed
    }

    /// Tries the patterns that can start with this line's first byte, then those that can be
    /// anywhere in it, then noise; true when one claimed it.
    private func recognize(_ line: LogLine) -> Bool {
        if formatterSnippetLines != nil, readFormatterSnippet(line) { return true }
        // Right after a placed message, blank lines and then a fence alone (at any indent) open the failing line's snippet.
        if case .snippetMayOpen(let blanksLeft) = continuation {
            if Self.isFence(line) {
                formatterSnippetLines = 0
                continuation = .none
                return true
            }
            if line.isBlank, blanksLeft > 0 {
                continuation = .snippetMayOpen(blanksLeft: blanksLeft - 1)
                return true
            }
            continuation = .none
        }
        if XctoolResultLine.closesFailures(line) {
            continuation = .none
            return true
        }
        guard !line.isEmpty else {
            if case .issue = continuation { return false }  // a blank line inside a failure message
            continuation = .none
            return true
        }
        if let claimed = recognizeByFirstByte(line) ?? recognizeAnywhere(line) { return claimed }
        // xcpretty's heading of xcodebuild's retry (`Selected tests` alone, as it heads a suite): see `formatterRetrying`.
        if formatter != nil, line.count == Self.retryHeading.count, line.hasPrefix(Self.retryHeading) {
            formatterRetrying = true
            formatterRetried = true
            unownedLines.removeAll()
            continuation = .none
            return true
        }
        // xcpretty's and xcbeautify's suite heading: the suite's name alone, before its `✖`/`✔` lines.
        if formatter != nil, let suite = FormattedBuildLine.suiteHeading(line) {
            startFormattedSuite(suite)
            unownedLines.removeAll()
            continuation = .none
            return true
        }
        if formatter == nil, let suite = FormattedBuildLine.suiteHeading(line) { headingBeforeFormatter = (suite, line.number) }
        return recognizeNoise(line)
    }

    /// The patterns a line's first byte allows; nil when none of them is this line.
    private func recognizeByFirstByte(_ line: LogLine) -> Bool? {
        switch line[0] {
        case UInt8(ascii: "T"):
            return recognizeStartingWithT(line)
        case 0xE2, 0xF3, 0xF4:
            if let formatted = FormattedBuildLine(line) { return apply(formatted, line) }
            return SwiftTestingLine.textStart(line).map { applySwiftTesting(line, textStart: $0) }
        case UInt8(ascii: "["):
            return FormattedBuildLine(line).map { apply($0, line) }
        case UInt8(ascii: "#"):
            return GitHubActionsCommandLine(line).map { apply($0, line) }
        case UInt8(ascii: ":"):
            return WorkflowCommandLine(line).map { apply($0, line) }
        case UInt8(ascii: "R"):
            return RetryHeadingLine(line).map { _ in readRetryHeading() } ?? RestartAfterCrashLine(line).map { apply($0, line) }
        case UInt8(ascii: "*"), UInt8(ascii: "F"), UInt8(ascii: "C"), UInt8(ascii: "-"):
            return recognizeSummaryOrBuildStep(line)
        case UInt8(ascii: "\t"), UInt8(ascii: " "):
            return recognizeIndented(line)
        case UInt8(ascii: "A")...UInt8(ascii: "Z"):
            // Build steps are most of a build log's bytes: claim them before any search of the line.
            if LogNoiseLine.isBuildStep(line) {
                continuation = .buildDetail
                noteCompiledFile(line)
                return true
            }
            if line[0] == UInt8(ascii: "P") || line[0] == UInt8(ascii: "E"), let report = CrashReportLine(line) { return apply(report, line) }
            // xcbeautify's `Suite S started` (Swift Testing's line without its symbol).
            return line[0] == UInt8(ascii: "S") ? SwiftTestingSuiteLine(line, textStart: 0).map { apply($0) } : nil
        default:
            return nil
        }
    }

    /// A summary block's entry, a formatter's test line or closing summary, a UI test's activity.
    private func recognizeIndented(_ line: LogLine) -> Bool? {
        if let handled = applyIndented(line) { return handled }
        // XCTest's own result lines indented by the tool that ran xcodebuild (Patrol's `--verbose`
        // indents all of its output): read as XCTest prints them, so a failure's message ends there.
        let start = line.skippingBlanks(from: 0)
        if start < line.count, line.hasPrefix(XCTestCaseLine.prefix, at: start) || line.hasPrefix(Self.testSuite, at: start) {
            let unindented = LogLine(bytes: UnsafeRawBufferPointer(rebasing: line.bytes[start...]), number: line.number)
            if let claimed = recognizeStartingWithT(unindented) { return claimed }
        }
        if let error = TestEncounteredErrorLine(line) { return apply(error, line) }
        if let xctool = XctoolResultLine(line) { return apply(xctool, line) }
        if let formatted = FormattedTestLine(line) { return apply(formatted, line) }
        if formatter == .xcpretty, let summary = FormatterFailureSummaryLine(line) { return apply(summary, line) }
        if let assertion = UITestAssertionLine(line) { return apply(assertion, line) }
        return UITestActivityLine(line).map { apply($0, line) }
    }

    /// `Test Case …`, `Test Suite …`, `Test suite …`, `TEST FAILED`…
    private func recognizeStartingWithT(_ line: LogLine) -> Bool? {
        if let test = XCTestCaseLine(line) { return apply(test, line) }
        if line.hasPrefix(Self.testSuite) || line.hasPrefix(Self.parallelTestSuite) {
            continuation = .none  // suite progress ends a failure message
            noteSuiteStarted(line)
            clock.readSuiteLine(line)
            return true
        }
        if let test = ParallelTestCaseLine(line) { return apply(test, line) }
        if let summary = BuildSummaryLine(line) { return apply(summary, line) }
        return FormattedBuildLine(line).map { apply($0, line) }
    }

    /// `** BUILD FAILED **`, `Failing tests:`, `CompileSwift …`…
    private func recognizeSummaryOrBuildStep(_ line: LogLine) -> Bool? {
        if line.hasPrefix(Self.fastlaneStep) {
            // fastlane's `--- Step: scan ---`: another step, another run; a retry before it is over (its own retry is within a step).
            (formatterRetrying, formatterRetried, continuation) = (false, false, .none)
            return true
        }
        if let summary = BuildSummaryLine(line) { return apply(summary, line) }
        if line.hasPrefix(XcodebuildInvocationLine.header) {
            awaitsInvocation = true
            continuation = .buildDetail  // the command line under it
            return true
        }
        guard line[0] == UInt8(ascii: "C"), LogNoiseLine.isBuildStep(line) else { return nil }
        continuation = .buildDetail
        return true
    }

    /// Patterns that can start anywhere: a crash, a fatal error, and (all with `: ` in them, which
    /// most other lines lack) failures, skips and compiler diagnostics.
    private func recognizeAnywhere(_ line: LogLine) -> Bool? {
        if let result = DeviceRunnerResultLine(line, fixture: deviceRunnerFixture) { return apply(result, line) }
        if let terminated = ProcessTerminatedLine(line) { return apply(terminated, line) }
        if let fatal = FatalErrorLine(line) { return apply(fatal, line) }
        if let restart = RestartAfterCrashLine(afterLoggerPrefix: line) { return apply(restart, line) }
        guard line.firstIndex(of: Self.colonSpace) != nil else { return nil }
        if let failure = XCTestFailureLine(line) { return apply(failure, line) }
        if let skip = XCTestSkipLine(line) { return apply(skip, line) }
        return CompilerDiagnosticLine(line).map { apply($0, line) }
    }

    private func recognizeNoise(_ line: LogLine) -> Bool {
        if case .issue = continuation { return false }  // the message's own lines come before noise
        guard LogNoiseLine(line) != nil else { return false }
        if !line.isBlank, line[0] != 0x20, line[0] != 0x09 { continuation = .none }
        return true
    }

    private func absorbContinuation(_ line: LogLine) -> Bool {
        switch continuation {
        case .issue(let id):
            // In a formatter's log the next test's output follows a failure directly (no start line
            // between them): only an indented line, or one of a message's own shapes (a snapshot's
            // diff and precision), continues it; anything else ends it and is the next test's.
            if formatter != nil, Self.beginsWithDate(line) || !Self.continuesAFormattedMessage(line) {
                continuation = .none
                // Noise waited for the message to end (the run's indented totals, say): try it now.
                return recognizeNoise(line)
            }
            // A formatter's failure followed by its place alone on an indented line (`/path/Tests.swift:11`):
            // the place, not more message, unless the issue has one.
            if formatter != nil, let location = Self.bareLocation(line) {
                setLocationOfLastIssue(of: id, location)
                return true
            }
            // What a parallel clone's process printed (`App[41207:…]`, a clone a result named) unless it is the one this
            // test failed in: that clone's, not more of this message — its crash is its own test's. (A failure's line
            // comes before its result's, so the test's clone is often not known yet: a clone's line is then no message's.)
            // A process's own dated line (NSLog's and os_log's `2026-01-20 10:31:10.902445+0000 App[51402:403001] …`) is
            // what it printed, never more of an assertion's message — in the clone the test failed in too.
            if let process = Self.processID(line), Self.beginsWithDate(line) || cloneLines[process] != nil && failedInProcess["\(id.suite)/\(id.name)"] != process {
                continuation = .none
                return false
            }
            appendToLastIssue(of: id, line.text)
            return true
        case .xctoolFailure(let id):
            // A result printed before its failure's lines (`✗ -[Suite test] (0 ms)`, then `Test did not run: …`):
            // the first line no pattern claims is its message, the lines after it that message's.
            continuation = .issue(id)
            let start = line.skippingBlanks(from: 0)
            guard start < line.count else { return true }
            if pendingIssues[id]?.isEmpty ?? true, (results.issues(of: id) ?? []).isEmpty {
                addIssue(TestIssue(message: line.text(from: start), evidence: line.pointer(evidencePath)), to: id)
            } else {
                appendToLastIssue(of: id, line.text)
            }
            return true
        case .buildDetail:
            return true
        case .placedMessage(let id):
            continuation = .none
            guard let (location, message) = Self.placedMessage(line) else { return false }
            addIssue(TestIssue(message: message, location: location, evidence: line.pointer(evidencePath)), to: id)
            continuation = .snippetMayOpen(blanksLeft: 2)
            return true
        case .none, .failingTests, .summaryBlock, .snippetMayOpen:
            return false
        }
    }

    static let fastlaneStep = [UInt8](ascii: "--- Step: ")

    /// A retry of the failed tests starts: it ends the failure before it; a formatter's retry prints its results
    /// without their suites, each the failed test of its name.
    private func readRetryHeading() -> Bool {
        continuation = .none
        if formatter != nil { (formatterRetrying, formatterRetried) = (true, true) }
        return true
    }

    /// "```" alone on its line, after blanks.
    static func isFence(_ line: LogLine) -> Bool {
        let start = line.skippingBlanks(from: 0)
        return line.count - start == FormatterFailureSummaryLine.fence.count && line.hasPrefix(FormatterFailureSummaryLine.fence, at: start)
    }

    /// An indented `/path/File.swift:8: XCTAssertTrue failed - …` (or `path:line:column: …`): the place and the message after it.
    static func placedMessage(_ line: LogLine) -> (SourceLocation, String)? {
        let start = line.skippingBlanks(from: 0)
        guard start > 0, start < line.count, line[start] == UInt8(ascii: "/"),
              let separator = line.firstIndex(of: [UInt8](ascii: ": "), from: start),
              let (location, _) = FileLineLocation.parse(line, from: start, endingAt: separator),
              // (In a source file: an app's own `/…/fares.csv:12: skipping row` is no test's failure.)
              location.file.split(separator: ".").last.map({ Self.sourceExtensions.contains($0.lowercased()) }) == true,
              separator + 2 < line.count
        else { return nil }
        return (location, line.text(from: separator + 2))
    }

    // MARK: - XCTest

    private func apply(_ test: XCTestCaseLine, _ line: LogLine) -> Bool {
        continuation = .none
        // The result line names the test that started just before: reuse its parsed id.
        let known = runningXCTest.flatMap { $0.rawName == test.rawName ? $0.id : nil }
        guard let id = known ?? XCTestName.identifier(test.rawName) else { return false }
        switch test.event {
        case .started:
            // No excerpt yet: it is rebuilt from the name only if the test never finishes.
            runningXCTest = (id, EvidencePointer(path: evidencePath, line: line.number), test.rawName)
            clock.testStarted()
            lastFatalError = nil
            unownedLines.removeAll()
        case .exceededAllowance:
            // Stopped at its time limit: failed, with XCTest's words (once: an `error:` line may have said them).
            readRawResults = true
            unownedLines.removeAll()
            if runningXCTest?.id == id { runningXCTest = nil }
            var issues = takePendingIssues(of: id)
            if let message = test.message, !issues.contains(where: { $0.message.includes(XCTestCaseLine.allowance) }) {
                issues.append(TestIssue(message: message, evidence: line.pointer(evidencePath)))
            }
            clock.testEnded(id, failed: true, duration: nil)
            record(id, .failed, nil, issues: issues, evidence: line.pointer(evidencePath))
        case .passed, .failed, .skipped:
            readRawResults = true
            unownedLines.removeAll()
            if runningXCTest?.id == id { runningXCTest = nil }
            let issues = takePendingIssues(of: id)
            // A later command of the log that tests on another destination (a job's iPhone step, then its
            // iPad step) runs the test again there: its pass is that device's result, not a retry's.
            let failedElsewhere = failedOnInvocationDestination[id].map { $0 != invocationDestination } ?? false
            if test.event == .passed, issues.isEmpty {
                clock.testEnded(id, failed: false, duration: test.duration)
                recordPass(id, test.duration, line, foldsRetries: !failedElsewhere)
                return true
            }
            let status: TestStatus = test.event == .passed ? .passed : test.event == .failed ? .failed : .skipped
            clock.testEnded(id, failed: status == .failed, duration: test.duration)
            if status == .failed, let destination = invocationDestination, failedOnInvocationDestination.count < Self.maximumDevicesTracked {
                failedOnInvocationDestination[id] = failedOnInvocationDestination[id] ?? destination
            }
            record(id, status, test.duration, issues: issues, evidence: line.pointer(evidencePath), foldsRetries: !(status == .passed && failedElsewhere))
        }
        return true
    }

    /// Where a parallel test failed: its device (a retry's is the same) and its clone's process (a retry's may not be).
    private func noteFailure(of id: TestIdentifier, on device: String, in clone: String) {
        if failedOnDevice.count < Self.maximumDevicesTracked { failedOnDevice[id] = device }
        if failedInProcess.count < Self.maximumDevicesTracked, let process = Self.processID(ofDevice: clone) {
            failedInProcess["\(id.suite)/\(id.name)"] = process
        }
    }

    private func apply(_ test: ParallelTestCaseLine, _ line: LogLine) -> Bool {
        continuation = .none
        guard var id = XCTestName.identifier(test.rawName) else { return false }
        guard test.event != .started else {
            // `started on 'Clone 2 of … (41244)'`: what that process prints from here is this clone's.
            if let process = Self.processID(ofDevice: test.device), cloneLines[process] == nil { cloneLines[process] = [] }
            return true
        }
        unownedLines.removeAll()
        // A clone's result ends the test a `Test Case '…' started on 'Clone …'` line began.
        if let running = runningXCTest, running.id.suite == id.suite, running.id.name == id.name { runningXCTest = nil }
        // The clone's result line drops the module its failure lines (`-[Module.Suite test]`) carry:
        // one test, not two.
        if id.module == nil {
            let qualified = pendingIssues.keys.filter { $0.module != nil && $0.suite == id.suite && $0.name == id.name }
            if qualified.count == 1 {
                id = qualified[0]
            } else if qualified.isEmpty, let known = results.qualifiedID(suite: id.suite, name: id.name) {
                // Its failure was read earlier, on this or another destination: the same test.
                id = known
            }
        }
        let status: TestStatus = test.event == .passed ? .passed : test.event == .failed ? .failed : .skipped
        // Several destinations (`-destination A -destination B`) run every test once each: a pass
        // on another device than the one it failed on is that device's result, not a retry — the
        // test failed, it is not flaky. A pass on the same device after a failure is a retry.
        let device = Self.deviceName(test.device)
        var foldsRetries = true
        if status == .failed {
            noteFailure(of: id, on: device, in: test.device)
        } else if let failedOn = failedOnDevice[id], failedOn != device {
            foldsRetries = false
        }
        if let process = Self.processID(ofDevice: test.device) {
            if status == .failed, let lines = cloneLines[process], !lines.isEmpty {
                addTaskLines(lines, to: id)
                // …and not the run's: a test another process ran (a UI test's runner) must not take the
                // crash this process printed before its test failed.
                let taken = Set(lines.map(\.line))
                runTaskLines.removeAll { $0.path == evidencePath && taken.contains($0.line) }
            }
            cloneLines[process] = []
            // xcodebuild's report of that process's crash before any result named it (`App (51022)
            // encountered an error (Crash: …`) is this clone's, not the run's: another clone's crashed
            // test must not take it as its own.
            var printed: [EvidencePointer] = []
            runTaskLines.removeAll { line in
                guard Self.names(process: process, line.excerpt ?? "") else { return false }
                printed.append(line)
                return true
            }
            if status == .failed, !printed.isEmpty {
                addTaskLines(printed, to: id)
            }
        }
        var issues = takePendingIssues(of: id)
        // (Its failure printed in the result line itself, where none was printed before it.)
        if issues.isEmpty, let (location, message) = test.failure {
            issues = [TestIssue(message: message, location: location, evidence: line.pointer(evidencePath))]
        }
        record(id, status, test.duration, issues: issues, evidence: line.pointer(evidencePath), foldsRetries: foldsRetries)
        return true
    }

    /// The device each failed parallel test failed on (`deviceName`), to tell a retry from another destination.
    private var failedOnDevice: [TestIdentifier: String] = [:]
    /// The process of the clone each failed parallel test last failed in (`Suite/name`: its failure's line may carry
    /// the module the result line drops), so a console line of another clone's process ends its message.
    private var failedInProcess: [String: String] = [:]
    /// The destination of the last command that ran tests (`Command line invocation:`), and the one each
    /// failed test first failed under.
    private var invocationDestination: String?
    private var failedOnInvocationDestination: [TestIdentifier: String] = [:]
    static let maximumDevicesTracked = 100_000

    /// `Clone 1 of iPhone 16 Plus - App (41120)` → `iPhone 16 Plus`: the device, whichever clone ran it.
    static func deviceName(_ device: String) -> String {
        var name = Substring(device)
        if name.hasPrefix("Clone "), let of = name.range(of: " of ") { name = name[of.upperBound...] }
        if let dash = name.range(of: " - ", options: .backwards) { name = name[..<dash.lowerBound] }
        return String(name)
    }

    private func apply(_ failure: XCTestFailureLine, _ line: LogLine) -> Bool {
        guard let id = XCTestName.identifier(failure.rawName) else { return false }
        addIssue(TestIssue(message: failure.message, location: failure.location, evidence: line.pointer(evidencePath)), to: id)
        continuation = .issue(id)
        return true
    }

    private func apply(_ assertion: UITestAssertionLine, _ line: LogLine) -> Bool {
        endIssueMessage()
        let issue = TestIssue(message: assertion.message, location: assertion.location, evidence: line.pointer(evidencePath))
        if let running = runningXCTest {
            addIssue(issue, to: running.id)
        } else {
            addUnattributed(issue)
        }
        return true
    }

    /// The activity log going on after a failure: the failure's message has ended. Any other
    /// continuation (a build step's detail, a summary block) is left as it is.
    private func apply(_ activity: UITestActivityLine, _ line: LogLine) -> Bool {
        endIssueMessage()
        if runningXCTest != nil { clock.readActivityLine(line) }
        return true
    }

    private func endIssueMessage() {
        if case .issue = continuation { continuation = .none }
    }

    private func apply(_ skip: XCTestSkipLine, _ line: LogLine) -> Bool {
        guard let id = XCTestName.identifier(skip.rawName) else { return false }
        addIssue(TestIssue(message: "Test skipped: \(skip.reason)", location: skip.location, evidence: line.pointer(evidencePath)), to: id)
        continuation = .none
        return true
    }

    /// A test's crash, as xcodebuild names it in a parallel run: its issue (before its restart line
    /// records it; the `Testing failed:` summary's copy is already the test's).
    private func apply(_ error: TestEncounteredErrorLine, _ line: LogLine) -> Bool {
        if case .summaryBlock = continuation { return false }
        let id = TestIdentifier(module: nil, suite: error.suite, name: error.name)
        addIssue(TestIssue(message: error.reason, evidence: line.pointer(evidencePath)), to: id)
        return true
    }

    /// A crash report's process, then its exception: kept by process id for the test whose crash
    /// xcodebuild named with it (`finish`).
    private func apply(_ report: CrashReportLine, _ line: LogLine) -> Bool {
        continuation = .none
        switch report.kind {
        case .process(let pid): crashReportProcess = pid
        case .exception(let exception):
            endCrashedThread()
            // (A report with its process is tied by that; only one without is read for its frames.)
            if crashReportProcess == nil, crashedThreadReports.count < Self.maximumCrashReports {
                crashedThread = CrashedThreadReport(exception: exception, evidence: line.pointer(evidencePath))
            }
            guard let pid = crashReportProcess, crashExceptions.count < Self.maximumCrashReports else { return true }
            crashReportProcess = nil
            crashExceptions[pid] = TestIssue(message: "Exception Type: \(exception)", evidence: line.pointer(evidencePath))
        }
        return true
    }

    /// The exception of a crash report printed for a test's crashed process (`Crash: App (41822) …`)
    /// joins that test's issues: xcodebuild's message names only the top frame.
    private func attachCrashReports() {
        guard !crashExceptions.isEmpty else { return }
        let tests = results.results
        for position in tests.indices where tests.status(at: position) == .failed {
            let id = tests.id(at: position)
            let issues = results.issues(of: id) ?? []
            let pids = Set(issues.compactMap { CrashReportLine.crashedProcess(in: $0.message) })
            for pid in pids.sorted() {
                guard let exception = crashExceptions[pid], !issues.contains(where: { $0.message == exception.message }) else { continue }
                _ = results.addIssue(exception, to: id)
            }
        }
    }

    /// A line of the crash report being read; false when none is, or this line ended it.
    private func readsCrashedThread(_ line: LogLine) -> Bool {
        guard crashedThread != nil else { return false }
        if crashedThread!.read(line) { return true }
        endCrashedThread()
        return false
    }

    /// An uncaught exception's `*** First throw call stack:`, read to its first frame past the exception's
    /// machinery: one of XCTest's is the running test's issue (`ExceptionThrowStack`). False for a line
    /// that is none of it.
    private func readsThrowStack(_ line: LogLine) -> Bool {
        if let stack = throwStack {
            switch stack.read(line) {
            case nil:
                return true
            case .raisedBy(let image, let symbol):
                throwStack = nil
                if ExceptionThrowStack.xcTestImages.contains(image), !ExceptionThrowStack.raisedForTheCode(symbol), let running = runningXCTest {
                    addIssue(TestIssue(message: ExceptionThrowStack.issueMessage(image: image, symbol: symbol), evidence: line.pointer(evidencePath)), to: running.id)
                }
                return true
            case .ended:
                throwStack = nil
                return false
            }
        }
        let start = line.skippingBlanks(from: 0)
        guard start < line.count, line[start] == UInt8(ascii: "*"), line.hasPrefix(ExceptionThrowStack.header, at: start) else { return false }
        throwStack = ExceptionThrowStack(startLine: line.number)
        return true
    }

    private func endCrashedThread() {
        guard let report = crashedThread else { return }
        crashedThread = nil
        if report.crashedAt != nil { crashedThreadReports.append(report) }
    }

    /// A crash report printed with no process id to tie it (a CI step's `.ips` excerpts after the tests):
    /// it joins the crashed test its project frames name — its own function, or its suite's subject
    /// (`PreloadCoordinatorTests` → `PreloadCoordinator.preloadAll`) — when exactly one is named.
    private func attachCrashedThreadReports() {
        endCrashedThread()
        guard !crashedThreadReports.isEmpty else { return }
        let crashedWords = [Self.logEndsWhileRunning, String(decoding: RestartAfterCrashLine.prefix, as: UTF8.self)]
        let tests = results.results
        // (A Swift Testing restart line names the function with its parentheses, its result without.)
        let restarted = Set(restartedTests.map { $0.suite + "/" + Self.withoutCallParentheses($0.name) })
        // Every test that crashed, whatever it ended as (a flaky test's crash is its own), is a candidate:
        // a report joins only a failed one, with no crash reason of its own, that its frames alone name.
        let crashed = tests.indices.map { tests.id(at: $0) }.filter { id in
            restarted.contains(id.suite + "/" + Self.withoutCallParentheses(id.name))
                || (results.issues(of: id) ?? []).contains { issue in crashedWords.contains(where: issue.message.hasPrefix) }
        }
        for report in crashedThreadReports {
            guard let id = report.test(among: crashed), let position = tests.position(of: id), tests.status(at: position) == .failed else { continue }
            let issues = results.issues(of: id) ?? []
            guard !issues.contains(where: { $0.message == report.issue.message || CrashReportLine.crashedProcess(in: $0.message) != nil }) else { continue }
            _ = results.addIssue(report.issue, to: id)
        }
    }

    /// A serial run's crashes: each restart line names the test, and `Testing failed:` lists each
    /// crashed process's reason (`Crash: Tern (6120) EXC_BREAKPOINT`) in the same order. Paired only
    /// when the restarted tests that have no crash of their own are exactly as many as the crashes; a
    /// test whose name the runner's crashed frames give (`closure #1 in LoginUITests.testSignIn()`) had
    /// the runner's crash, not one of the app's.
    private func attachProcessCrashesToRestarts() {
        processCrashes.removeAll { crash in CrashReportLine.crashedProcess(in: crash.message).map(summaryCrashedProcesses.contains) ?? false }
        guard !processCrashes.isEmpty else { return }
        let crashless = restartedTests.filter { id in
            let frame = (id.suite.split(separator: ".").last.map(String.init) ?? id.suite) + "." + Self.withoutCallParentheses(id.name) + "("
            return !runnerCrashes.contains { $0.includes(frame, atAWordStart: { $0.isNamePart }) }
                && !(results.issues(of: id) ?? []).contains { CrashReportLine.crashedProcess(in: $0.message) != nil }
        }
        guard crashless.count == processCrashes.count else { return }
        for (id, crash) in zip(crashless, processCrashes) { _ = results.addIssue(crash, to: id) }
    }

    /// A Swift Testing function's name as the restart line, the `Failing tests:` list and its start
    /// line may each spell it: `refreshWrites()` and `refreshWrites` alike.
    package static func withoutCallParentheses(_ name: String) -> String {
        name.hasSuffix("()") ? String(name.dropLast(2)) : name
    }

    private func apply(_ restart: RestartAfterCrashLine, _ line: LogLine) -> Bool {
        continuation = .none
        guard var id = XCTestName.identifier(restart.rawName) else { return false }
        // The restart line drops the module; the running test has it.
        if let running = runningXCTest, running.id.suite == id.suite, running.id.name == id.name {
            id = running.id
        }
        if runningXCTest?.id == id {
            runningXCTest = nil
            clock.testEnded(id, failed: true, duration: nil)
        }
        // A crash report no running test took (a parallel clone's) is the test the restart names —
        // though not what was printed before the log says it started (Swift Testing's other tests' lines).
        if let started = runningSwiftTests.values.first(where: { $0.id.name == id.name })?.started.line {
            unownedLines.removeAll { ($0.line ?? 0) < started }
        }
        takeUnownedLines(id)
        // A Swift Testing test the restart names crashed the process: it is recorded here, and the
        // others running beside it were cut short, not failed (unless xcodebuild's list says so).
        let bare = Self.withoutCallParentheses
        if let crashed = runningSwiftTests.first(where: { bare($0.value.id.name) == bare(id.name) || bare($0.key) == bare(id.name) })?.key {
            if let running = runningSwiftTests.removeValue(forKey: crashed) { id = running.id }
            crashedSwiftTest = crashed
        } else if !runningSwiftTests.isEmpty {
            // Its result line came first (Xcode 16's `Test case '…' failed on …`): it is the crash all the same.
            crashedSwiftTest = id.name
        }
        var issues = pendingIssues.removeValue(forKey: id) ?? []
        if let fatal = lastFatalError, !issues.contains(fatal) { issues.append(fatal) }
        issues.append(TestIssue(message: restart.message, evidence: line.pointer(evidencePath)))
        lastFatalError = nil
        record(id, .failed, nil, issues: issues, evidence: line.pointer(evidencePath))
        if restartedTests.count < Self.maximumCrashReports, !restartedTests.contains(id) { restartedTests.append(id) }
        return true
    }

    private func apply(_ fatal: FatalErrorLine, _ line: LogLine) -> Bool {
        continuation = .none
        let issue = TestIssue(message: fatal.message, location: fatal.location, evidence: line.pointer(evidencePath))
        lastFatalError = issue
        if let running = runningTest {
            addIssue(issue, to: running.id)
        } else {
            addUnattributed(issue)
        }
        return true
    }

    /// xctool's result: its failure's lines come after it, indented (`continuation`).
    private func apply(_ result: XctoolResultLine, _ line: LogLine) -> Bool {
        continuation = .none
        // Its `=== SUMMARY ===` repeats each failure, with its lines: a failure already read (not a pass before it).
        if !result.passed, let position = results.results.position(of: result.id), results.results.status(at: position) == .failed { return true }
        let issues = takePendingIssues(of: result.id)
        record(result.id, result.passed && issues.isEmpty ? .passed : .failed, result.duration, issues: issues, evidence: line.pointer(evidencePath))
        if !result.passed { continuation = .xctoolFailure(result.id) }
        return true
    }

    private func apply(_ terminated: ProcessTerminatedLine, _ line: LogLine) -> Bool {
        continuation = .none
        let issue = TestIssue(message: terminated.message, evidence: line.pointer(evidencePath))
        if let running = runningXCTest {
            runningXCTest = nil
            clock.testEnded(running.id, failed: true, duration: nil)
            var issues = pendingIssues.removeValue(forKey: running.id) ?? []
            issues.append(issue)
            record(running.id, .failed, nil, issues: issues, evidence: line.pointer(evidencePath))
        } else {
            // No test running (a formatter prints no start): the restart line that follows names the
            // test this ended, as after a fatal error.
            lastFatalError = issue
            addUnattributed(issue)
        }
        return true
    }

    // MARK: - Formatted output and GitHub Actions

    /// The lines no test took since the last result (`unownedLines`), removed and returned.
    private func removeUnownedLines() -> [EvidencePointer] {
        defer { unownedLines.removeAll() }
        return unownedLines
    }

    /// The lines no test took since the last result (`unownedLines`) become `id`'s.
    private func takeUnownedLines(_ id: TestIdentifier) {
        guard !unownedLines.isEmpty else { return }
        addTaskLines(removeUnownedLines(), to: id)
    }

    /// Adds `lines` to `id`'s task lines, up to `maximumTaskLinesPerTest` in all.
    private func addTaskLines(_ lines: [EvidencePointer], to id: TestIdentifier) {
        taskLinesByTest[id, default: []] += lines.prefix(max(0, Self.maximumTaskLinesPerTest - taskLinesByTest[id, default: []].count))
    }

    /// `Test Suite 'AppTests' started at …`: the suite of the formatter's result lines that follow.
    /// Not the bundle's or the run's (`All tests`, `AppTests.xctest`).
    private func noteSuiteStarted(_ line: LogLine) {
        // `Test suite 'X' started on 'Clone 1 of … (30118)'`: that clone's process prints for its tests from here.
        if line.hasPrefix(Self.parallelTestSuite), let on = line.firstIndex(of: Self.startedOn, from: Self.parallelTestSuite.count) {
            var device = Substring(line.text(from: on + Self.startedOn.count))
            while let last = device.last, last == "'" || last == " " || last == "\r" { device = device.dropLast() }
            if let process = Self.processID(ofDevice: String(device)), cloneLines[process] == nil { cloneLines[process] = [] }
            return
        }
        let start = Self.testSuite.count
        guard line.hasPrefix(Self.testSuite), let quote = line.firstIndex(of: Self.quoteStarted, from: start), quote > start else { return }
        // What was printed before a suite started (the app's launch, before `All tests`) is no test's of it.
        unownedLines.removeAll()
        let name = line.text(start..<quote)
        guard !XCTestName.isWrapperSuite(name) else { return }
        startSuite(name)
    }

    static let quoteStarted = [UInt8](ascii: "' started")
    /// A formatter's line for xcodebuild's retry of the failed tests (xcpretty's, xcbeautify's), and xcpretty's heading of it.
    static let formattedRetryStarted = [UInt8](ascii: "Test Suite Selected tests started")
    static let retryHeading = [UInt8](ascii: "Selected tests")
    static let startedOn = [UInt8](ascii: "' started on '")

    /// `line`: the line being read, the evidence of a result that names none (nil at the log's end).
    private func apply(_ events: [RunnerOutputEvent], _ line: LogLine?) {
        for event in events {
            switch event {
            case .result(let id, let status, let duration, let evidence):
                readRawResults = true
                continuation = .none
                if status == .passed, evidence == nil, let line { recordPass(id, duration, line) }
                else { record(id, status, duration, issues: [], evidence: evidence ?? line?.pointer(evidencePath)) }
            case .failure(let id, let message, let location, let evidence):
                addIssue(TestIssue(message: message ?? "failed", location: location, evidence: evidence), to: id)
            case .lines(let id, let lines) where id.suite.isEmpty:
                // A test known by its full name alone (Karma's without a place) is looked up by it, as Detox's are:
                // the merged test may take another source's describe and title.
                let key = TestArtifactFolder.key(id.name)
                taskLinesByTestFullName[key, default: []] += lines.prefix(max(0, Self.maximumTaskLinesPerTest - taskLinesByTestFullName[key, default: []].count))
            case .lines(let id, let lines):
                addTaskLines(lines, to: id)
            }
        }
    }

    private func apply(_ result: DeviceRunnerResultLine, _ line: LogLine) -> Bool {
        continuation = .none
        readRawResults = true
        defer { lastDeviceRunnerResult = result.id }
        // XHarness prints a failure's line again with its details under it: one failure.
        if result.status == .failed, lastDeviceRunnerResult == result.id, deviceRunnerFailure == nil || deviceRunnerFailure == result.id {
            deviceRunnerFailure = result.id
            // (Its line, kept as a task line, is this test's, not the next one's.)
            takeUnownedLines(result.id)
            return true
        }
        deviceRunnerFailure = nil
        // The runner prints a result once its test has run: what the app printed since the last one is this test's.
        takeUnownedLines(result.id)
        switch result.status {
        case .passed:
            recordPass(result.id, nil, line)
        case .skipped:
            record(result.id, .skipped, nil, issues: [], evidence: line.pointer(evidencePath))
        case .failed:
            let issue = TestIssue(message: result.message ?? "", evidence: line.pointer(evidencePath))
            record(result.id, .failed, nil, issues: [issue], evidence: line.pointer(evidencePath))
            deviceRunnerFailure = result.id
        }
        return true
    }

    /// A line of a .NET device runner's failure details: a stack frame gives the failure its place (the
    /// test's own frame over the first with a file), any other line its message.
    private func readDeviceRunnerDetail(_ detail: Substring, of id: TestIdentifier) {
        if detail.hasPrefix("Execution time:") { return }
        var text = detail
        for label in ["Exception messages: ", "Exception stack traces: "] where text.hasPrefix(label) {
            text = text.dropFirst(label.count).drop { $0 == " " || $0 == "\t" }
        }
        if text.hasPrefix("at ") {
            guard let location = DotNetTestName.frameLocation(text) else { return }
            let method = id.name.prefix { $0 != "(" }
            let testsFrame = text.contains("\(id.suite).\(method)(")
            results.updateLastIssue(of: id) { issue in
                if issue.location == nil || testsFrame { issue.location = location }
            }
            return
        }
        results.updateLastIssue(of: id) { issue in
            guard issue.message.utf8.count < Self.maximumMessageLength else { return }
            issue.message += issue.message.isEmpty ? String(text) : "\n" + text
        }
    }

    private func apply(_ formatted: FormattedTestLine, _ line: LogLine) -> Bool {
        continuation = .none
        if formatter == nil {
            formatter = formatted.formatter
            if let heading = headingBeforeFormatter, heading.line == line.number - 1 { startSuite(heading.suite) }
        }
        let status: TestStatus
        switch formatted.event {
        case .raw(let textStart):
            let text = LogLine(bytes: UnsafeRawBufferPointer(rebasing: line.bytes[textStart...]), number: line.number)
            if let restart = RestartAfterCrashLine(text) { return apply(restart, line) }
            return applySwiftTesting(line, textStart: textStart)
        case .failure(let message, let location):
            if formatted.suite == nil, repeatsInSummary(formatted.name, line) { return true }
            let issue = TestIssue(message: message, location: location, evidence: line.pointer(evidencePath))
            if formatted.name.isEmpty { addUnattributed(issue) } else {
                // (Folded as it is read: whether a retry had started is known now, not at the log's end.)
                var id = knownFailure(formattedID(name: formatted.name, suite: formatted.suite))
                if formatted.suite == nil, let clone = failedOnAClone(as: id) { id = clone }
                formatterFailedByName.insert(id)
                addFormatterFailure(issue, to: id)
            }
            return true
        case .passed: status = .passed
        case .failed: status = .failed
        case .skipped: status = .skipped
        }
        // xcbeautify's `✖ testName on 'Clone 1 of …'` names no suite (`deviceSuite`).
        // (Still none — a retry's run that prints its results without their suites —: the one failed test of that name.)
        let id = knownFailure(formattedID(name: formatted.name, suite: formatted.suite ?? deviceSuite(of: formatted, status)))
        if status == .failed { takeUnownedLines(id); formatterFailedByName.insert(id) } else { unownedLines.removeAll() }
        if status == .failed, formatted.device != nil { failedOnClonesByName.insert(id) }
        recordFormattedResult(id, status, formatted.duration, line)
        if status == .failed, (results.issues(of: id) ?? []).isEmpty { continuation = .placedMessage(id) }
        return true
    }

    /// A formatter's result line of `id`. An annotation printed just before (xcbeautify's `::error …::
    /// test, reason`) names no suite: its issue is this result's, the attempt this line ends.
    private func recordFormattedResult(_ id: TestIdentifier, _ status: TestStatus, _ duration: Double?, _ line: LogLine) {
        // (Or one under the bundle's own suite, its module: `Test Suite HarborlineTests started on 'Clone 1 …'`, then
        // `✖ testCard, failed - …` and `✖ [HarborlineTests.CardTests] testCard` — the failure is that test's.)
        // (Only for a failed result: a pass under parallel clones may share a name with another suite's failure.)
        let underTheBundle = status == .failed ? id.module.map { takePendingIssues(of: TestIdentifier(module: nil, suite: $0, name: id.name)) } ?? [] : []
        let issues = takePendingIssues(of: id) + (id.suite.isEmpty ? [] : takePendingIssues(of: TestIdentifier(module: nil, suite: "", name: id.name))) + underTheBundle
        if status == .passed, issues.isEmpty {
            recordPass(id, duration, line, foldsRetries: !id.suite.isEmpty)
        } else if status == .passed, !id.suite.isEmpty {
            // A failure's lines with no result of their own (`✖ testName, message`), then a pass: the attempt
            // that failed, then its retry — flaky, not a pass that carries a failure.
            record(id, .failed, nil, issues: issues, evidence: issues.first?.evidence, foldsRetries: true)
            recordPass(id, duration, line, foldsRetries: true)
        } else {
            record(id, status, duration, issues: issues, evidence: line.pointer(evidencePath), foldsRetries: !id.suite.isEmpty)
        }
    }

    /// xcbeautify's closing summary repeats each failure under its file's `path:line`: not another
    /// attempt (a retry that passed stays passed), and of the test the file's type names, not of the
    /// suite that ran last. True when `name`'s line is such a repeat of a test already read; its place
    /// joins that test's last issue.
    private func repeatsInSummary(_ name: String, _ line: LogLine) -> Bool {
        guard let place = summaryPlace, place.line == line.number - 1 else { return false }
        var (type, name) = (SwiftTestingSuiteResolver.fileStem(place.location.file), name)
        // (Named with its type, `✖ ElevationFormatterTests.testFeetRounding, …`: that type's, whatever its file is called.)
        if let typed = Self.typedTestName(name) { (type, name) = typed }
        // Its failure may still be pending (xcbeautify's `✖` lines are issues until the test's result is read).
        // (A place in the app's code, `AppCoordinator.swift:37`, names no test's type: the one test of that
        // name that failed is the one repeated.)
        let repeated = pendingIssues.keys.first { $0.suite == type && $0.name == name }
            ?? (results.contains(suite: type, name: name)
                ? results.qualifiedID(suite: type, name: name) ?? TestIdentifier(module: nil, suite: type, name: name) : nil)
            ?? formatterFailedByName.only(named: name)
        guard let repeated else { return false }
        setLocationOfLastIssue(of: repeated, place.location)
        return true
    }

    /// xcpretty's summary names a failed test, then where it failed, then fences the failing line:
    /// the location joins the issue its `✗` line gave without one.
    private func apply(_ summary: FormatterFailureSummaryLine, _ line: LogLine) -> Bool {
        continuation = .none
        switch summary.kind {
        case .test(let name, let message):
            let suite = startedXCTestSuite ?? ""
            let id = results.qualifiedID(suite: suite, name: name) ?? TestIdentifier(module: nil, suite: suite, name: name)
            summaryFailure = (id, message)
            // The raw message's further lines follow (a snapshot's diff and precision, which its `✗`
            // line dropped): they are the message's, up to the location.
            continuation = .issue(id)
        case .location(let location):
            guard let (id, message) = summaryFailure else { return false }
            summaryFailure = nil
            readSummaryLocation = true
            summaryLocationLine = line.number
            let place = { (issues: inout [TestIssue]) in
                let sameMessage = issues.firstIndex { $0.location == nil && ($0.message.hasPrefix(message) || message.hasPrefix($0.message)) }
                if let index = sameMessage ?? (issues.count == 1 && issues[0].location == nil ? 0 : nil) { issues[index].location = location }
            }
            if pendingIssues[id] != nil { place(&pendingIssues[id]!) } else { results.updateIssues(of: id, place) }
        case .fence:
            // (A fence anywhere else — a Markdown block an app or a script printed — opens nothing.)
            guard line.number == summaryLocationLine + 1 else { return false }
            summaryFailure = nil
            formatterSnippetLines = 0
        }
        return true
    }

    /// A line between xcpretty's fences is the test's code, not the log's; a snippet that never closes
    /// ends after the most it can hold and the lines after it are read as usual.
    private func readFormatterSnippet(_ line: LogLine) -> Bool {
        guard let read = formatterSnippetLines, read < FormatterFailureSummaryLine.maximumSnippetLines else {
            formatterSnippetLines = nil
            return false
        }
        // (A test's result or failure is never the snippet's: a snippet left open by a stray fence ends there.)
        if FormattedTestLine(line) != nil {
            formatterSnippetLines = nil
            return false
        }
        if Self.isFence(line) {
            formatterSnippetLines = nil
        } else {
            formatterSnippetLines = read + 1
        }
        return true
    }

    /// The suite a formatter printed (a parallel clone's `[Suite]`), else the one running: Swift
    /// Testing's (`example()`, `"Display name"`) or XCTest's.
    private func formattedID(name printed: String, suite: String?) -> TestIdentifier {
        let name = SwiftTestingCaseCount.withoutCount(printed)
        if let suite {
            // xcbeautify's `[HarrowbyTests.DosageFormatterTests]` names the module, then the suite, as XCTest names
            // the case (`-[HarrowbyTests.DosageFormatterTests testHalfTabletText]`): the same test as the raw log's.
            // (XCTest's own reading of `Module.Class`, a nested class's `Outer.Inner` kept as the suite.)
            if suite.contains("."), !suite.contains(" "), !suite.contains("/"), let id = XCTestName.identifier(qualifiedClass: Substring(suite), name: Substring(name)) {
                return id
            }
            return TestIdentifier(module: nil, suite: suite, name: name)
        }
        if name.count >= 2, name.hasPrefix("\""), name.hasSuffix("\"") { return swiftTestingID(String(name.dropFirst().dropLast())) }
        if let id = Self.xctestCall(name) { return id }
        if name.hasSuffix(")") { return swiftTestingID(name) }
        // Suites' headings that name one device (`Test Suite X started on 'Shelf iPhone 14'`) and a line
        // that names none: no clones to tell apart, the suite is the one it started — so it is where every clone
        // started the same suite (Patrol's and a test plan's one runner suite on `Clone 1` and `Clone 2`).
        let soleDeviceSuite = Set(suiteOnDevice.values).count == 1 ? suiteOnDevice.values.first : nil
        if formatterRetrying, let id = formatterFailedByName.only(named: name) { return id }
        formatterHeadingAwaitsResult = false
        return TestIdentifier(module: nil, suite: (formatterSuitesInterleave ? nil : startedXCTestSuite) ?? soleDeviceSuite ?? "", name: name)
    }

    /// `Type.testName` (a formatter's repeat of a failure): the type and the test, both identifiers, the test's name `test…`.
    static func typedTestName(_ name: String) -> (type: String, name: String)? {
        guard let dot = name.firstIndex(of: ".") else { return nil }
        let type = name[..<dot], test = name[name.index(after: dot)...]
        guard !type.isEmpty, type.allSatisfy(\.isNamePart), test.hasPrefix("test"), test.allSatisfy(\.isNamePart) else { return nil }
        return (String(type), String(test))
    }

    /// A place alone (`TrailmarkTests/ElevationProfileTests.swift:8`, `/Users/…/X.swift:8`, `~/p/X.m:12:5`): a source
    /// file's path and a line, no blank — never a test's name.
    static func isBarePlace(_ entry: String) -> Bool {
        guard !entry.contains(where: \.isWhitespace) else { return entry.hasPrefix("/") }
        var parts = entry.split(separator: ":", omittingEmptySubsequences: false)
        while let last = parts.last, !last.isEmpty, last.allSatisfy(\.isNumber), parts.count > 1 { parts.removeLast() }
        guard parts.count == 1, parts[0].count < entry.count, let dot = parts[0].lastIndex(of: ".") else { return entry.hasPrefix("/") }
        return sourceExtensions.contains(parts[0][parts[0].index(after: dot)...].lowercased())
    }

    static let sourceExtensions: Set<String> = ["swift", "m", "mm", "h", "c", "cc", "cpp", "kt", "java", "dart", "js", "jsx", "ts", "tsx", "cs"]

    /// `Suite.testName()`: how xcodebuild names an XCTest case in a restart (`Restarting after … in
    /// Suite.test()`), and xcbeautify repeats it in its `✖` line — the suite and the test, not a
    /// Swift Testing function named with a dot. XCTest's methods start with `test`.
    static func xctestCall(_ name: String) -> TestIdentifier? {
        guard name.hasSuffix("()"), let dot = name.firstIndex(of: ".") else { return nil }
        let suite = name[..<dot], method = name[name.index(after: dot)..<name.index(name.endIndex, offsetBy: -2)]
        let identifier = { (part: Substring) in !part.isEmpty && part.allSatisfy(\.isNamePart) }
        guard identifier(suite), identifier(method), method.hasPrefix("test") else { return nil }
        return TestIdentifier(module: nil, suite: String(suite), name: String(method))
    }

    /// A formatter's annotation for GitHub Actions: a failing test's (its name, reason and place), read
    /// as the formatter's `✖` line is; else a diagnostic, read as the compiler's.
    private func apply(_ command: WorkflowCommandLine, _ line: LogLine) -> Bool {
        if let failed = command.swiftTestingFailure {
            // `::error ::name() (0.003 seconds) 1 issue(s)`: the issues annotated before it are its.
            let id = runningSwiftTests.removeValue(forKey: failed.name)?.id ?? swiftTestingID(failed.name)
            record(id, .failed, failed.duration, issues: takePendingIssues(of: id) + takeIssuesAwaitingASwiftTest(), evidence: line.pointer(evidencePath),
                   foldsRetries: !id.suite.isEmpty)
            return true
        }
        if command.isSwiftTestingTotal { return true }
        // xcbeautify's annotation of xcodebuild's restart (`::error ::    Restarting after unexpected exit, …`).
        if command.test == nil, let restart = command.restart { return apply(restart, line) }
        // Swift Testing's issue, annotated without its test (`::error file=…::Recorded an issue (…)`) once
        // tests run: the test's result line follows and takes it.
        if command.test == nil, command.severity == .error, swiftTestingRan {
            if issuesAwaitingASwiftTest.count < TestResultCollector.maximumIssuesPerTest {
                issuesAwaitingASwiftTest.append(TestIssue(message: command.swiftTestingIssue ?? command.message, location: command.location, evidence: line.pointer(evidencePath)))
            }
            return true
        }
        guard let test = command.test else {
            let severity: CompilerDiagnosticLine.Severity = command.severity == .error ? .error : command.severity == .warning ? .warning : .note
            return apply(CompilerDiagnosticLine(severity: severity, message: command.message, location: command.location), line)
        }
        if formatter == nil { formatter = .xcbeautify }
        addFormatterFailure(TestIssue(message: test.reason, location: command.location, evidence: line.pointer(evidencePath)),
                            to: formattedID(name: test.name, suite: nil))
        return true
    }

    /// Issues of tests that never printed a result: each test failed. (A formatter's failure printed with no suite during
    /// a retry was joined to the one failed test of its name as it was read: `knownFailure`.)
    private func recordPendingIssues() {
        for (id, issues) in pendingIssues.sorted(by: { $0.key < $1.key }) {
            record(id, .failed, nil, issues: issues, evidence: issues.first?.evidence, foldsRetries: true)
        }
        pendingIssues.removeAll()
    }

    /// A formatter's result or failure with no suite, after a retry started and before another run: the one failed test
    /// of its name, when the log holds exactly one. (Not before any retry, nor in a later run — another scheme's, a
    /// second `scan` — that retries nothing: a suite-less line there may be another suite's test of the same name.)
    private func knownFailure(_ id: TestIdentifier) -> TestIdentifier {
        guard formatterRetried, id.suite.isEmpty, let known = formatterFailedByName.only(named: id.name), !known.suite.isEmpty else { return id }
        return known
    }

    /// A suite started (its heading, raw or a formatter's): a retry's lines, if any were being read, are over.
    private func startSuite(_ name: String?) {
        startedXCTestSuite = name
        formatterRetrying = false
    }

    /// A formatter's suite heading: its suite started (`startSuite`), and, right after another heading, the
    /// sign that suites interleave (`formatterSuitesInterleave`). (A bundle's or the run's heading never comes
    /// here: `FormattedBuildLine` reads it as a summary, and a bare heading is one identifier.)
    private func startFormattedSuite(_ name: String) {
        if formatterHeadingAwaitsResult, startedXCTestSuite != nil, startedXCTestSuite != name { formatterSuitesInterleave = true }
        formatterHeadingAwaitsResult = true
        startSuite(name)
    }

    /// A formatter's failure of a named test. A formatter prints no test's start: the console lines
    /// since the last result are this test's. The raw message's further lines (a snapshot's diff and
    /// its precision) pass through the formatter as they were, after its line: they are the message's.
    private func addFormatterFailure(_ issue: TestIssue, to id: TestIdentifier) {
        addIssue(issue, to: id)
        takeUnownedLines(id)
        continuation = .issue(id)
    }

    /// The one test of `guess`'s name whose failure a result line on a clone already gave, when `guess`
    /// (the suite started last) has no test of that name: its failure's message, printed after the
    /// clones' results, is that test's.
    private func failedOnAClone(as guess: TestIdentifier) -> TestIdentifier? {
        guard let id = failedOnClonesByName.only(named: guess.name), id.suite != guess.suite,
              !results.contains(suite: guess.suite, name: guess.name) else { return nil }
        return id
    }

    /// The suite of a formatter's result line that names none but its clone: the one it started on
    /// that clone (or, for a test that failed there before, that test's: a retry runs after its suite ended).
    private func deviceSuite(of formatted: FormattedTestLine, _ status: TestStatus) -> String? {
        guard formatted.suite == nil, let device = formatted.device else { return nil }
        let onClone = device + "\u{0}" + formatted.name
        let suite = failedSuiteOnClone[onClone] ?? suiteOnDevice[device]
        if status == .failed, let suite, failedSuiteOnClone.count < TestResultCollector.maximumTestsWithIssues { failedSuiteOnClone[onClone] = suite }
        return suite
    }

    private func apply(_ formatted: FormattedBuildLine, _ line: LogLine) -> Bool {
        if formatter == nil { formatter = formatted.formatter }
        if case .summary = formatted.kind, line.hasPrefix(Self.formattedRetryStarted) { (formatterRetrying, formatterRetried) = (true, true) }
        if case .suiteStarted(let suite, let device) = formatted.kind {
            if let device {
                // Parallel clones interleave: the suite is that clone's, not the run's (a line naming no
                // clone joins its test by name). A log naming thousands of devices names no clones.
                if suiteOnDevice[device] != nil || suiteOnDevice.count < Self.maximumClones { suiteOnDevice[device] = suite }
                formatterRetrying = false
            } else {
                startFormattedSuite(suite)
                // A serial phase (a second `xcodebuild` run): the clones' failures, and the suites they ran, are over.
                failedOnClonesByName.removeAll()
                suiteOnDevice.removeAll()
                failedSuiteOnClone.removeAll()
            }
            unownedLines.removeAll()
        }
        guard case .error(let message, let location) = formatted.kind else {
            continuation = .none
            return true
        }
        continuation = .buildDetail  // the source line and the caret under it
        let issue = TestIssue(message: message, location: location, evidence: line.pointer(evidencePath))
        if results.results.isEmpty, runningSwiftTests.isEmpty, !TestInfrastructure.isProblem(message) {
            if build.errors.count < Self.maximumBuildDiagnostics { build.errors.append(issue) }
        } else {
            addUnattributed(issue)
        }
        return true
    }

    /// `##[group]…` and `##[endgroup]` are noise; an annotation's text is read as a line.
    private func apply(_ command: GitHubActionsCommandLine, _ line: LogLine) -> Bool {
        continuation = .none
        // Not another marker after it: a hostile line of nested markers would recurse once per marker.
        guard command.kind == .annotation, command.textStart < line.count, !line.hasPrefix(GitHubActionsCommandLine.marker, at: command.textStart)
        else { return true }
        _ = recognize(LogLine(bytes: UnsafeRawBufferPointer(rebasing: line.bytes[command.textStart...]), number: line.number))
        return true
    }

    // MARK: - Build and summaries

    /// The compiler prints the source line and a caret under an error: the last build error keeps
    /// both once the caret line (carets, tildes and spaces) confirms the line before it.
    private func keepSnippetLine(_ line: LogLine) {
        let text = String(line.text.prefix(300))
        guard let source = snippetSource else {
            snippetSource = text
            return
        }
        snippetOpen = false
        snippetSource = nil
        guard !text.isEmpty, text.allSatisfy({ $0 == " " || $0 == "^" || $0 == "~" || $0 == "\t" }), text.contains("^"),
            var last = build.errors.last, last.location?.column != nil
        else { return }
        last.snippet = [source, text]
        build.errors[build.errors.count - 1] = last
    }

    private func apply(_ diagnostic: CompilerDiagnosticLine, _ line: LogLine) -> Bool {
        continuation = .buildDetail
        snippetOpen = false
        snippetSource = nil
        let issue = TestIssue(message: diagnostic.message, location: diagnostic.location, evidence: line.pointer(evidencePath))
        // Once tests run, an `error:` line is the tests' (or their output's), not the compiler's.
        if diagnostic.severity == .error, let running = runningTest?.id {
            addIssue(issue, to: running)
            return true
        }
        if diagnostic.severity == .error, !results.results.isEmpty {
            addUnattributed(issue)
            return true
        }
        switch diagnostic.severity {
        case .error where TestInfrastructure.isProblem(diagnostic.message):
            // `xcodebuild: error: Failed to prepare device …`: the run's problem, not the build's.
            addUnattributed(issue)
        case .error:
            if build.errors.count < Self.maximumBuildDiagnostics {
                build.errors.append(issue)
                snippetOpen = true
            }
            // An error with a source location is the compiler's: the build failed.
            if diagnostic.location != nil { buildFailed = true }
        case .warning:
            if build.warnings.count < Self.maximumBuildDiagnostics { build.warnings.append(issue) }
        case .note:
            break
        }
        return true
    }

    private func apply(_ summary: BuildSummaryLine, _ line: LogLine) -> Bool {
        continuation = .none
        switch summary.kind {
        case .testFailed: testFailedBanner = line.pointer(evidencePath)
        case .testSucceeded: break
        case .buildFailed: buildFailed = true
        case .buildSucceeded: buildSucceededBanner = true
        case .testingCancelledBecauseBuildFailed: markBuildCancelled(line)
        case .commandFailed:
            if build.errors.count < Self.maximumBuildDiagnostics {
                build.errors.append(TestIssue(message: line.text, evidence: line.pointer(evidencePath)))
            }
            buildFailed = true
        case .testingFailedHeader: continuation = .summaryBlock
        case .buildCommandsFailedHeader:
            buildFailed = true
            continuation = .summaryBlock
        case .failingTestsHeader: continuation = .failingTests
        }
        return true
    }

    private func markBuildCancelled(_ line: LogLine) {
        if !buildFailed, build.errors.count < Self.maximumBuildDiagnostics {
            build.errors.append(TestIssue(message: "Testing cancelled because the build failed.", evidence: line.pointer(evidencePath)))
        }
        buildFailed = true
    }

    /// A `Failing tests:` entry without the test plan's configuration xcodebuild puts after the test
    /// (`BlogSyncTests.testRefresh() (German)`): the same test failed in that configuration.
    /// (Nor the place a formatter prints after it, `GeofenceSyncTests.testEmpty()  /Users/…/GeofenceSyncTests.swift:35`.)
    static func withoutConfiguration(_ entry: String) -> String {
        if let call = entry.range(of: "()"), entry[call.upperBound...].first?.isWhitespace == true {
            let after = entry[call.upperBound...].drop(while: \.isWhitespace)
            if after.hasPrefix("/"), after.split(separator: ":").last.map({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) == true {
                return String(entry[..<call.upperBound])
            }
        }
        guard entry.hasSuffix(")"), let call = entry.range(of: "() (", options: .backwards) else { return entry }
        return String(entry[..<call.lowerBound]) + "()"
    }

    /// A crashed process of `Testing failed:`, kept (bounded) for `attachProcessCrashesToRestarts`.
    private func note(_ crash: ProcessCrashEntry, _ line: LogLine) {
        guard processCrashes.count + runnerCrashes.count < Self.maximumCrashReports else { return }
        if crash.isRunner {
            runnerCrashes.append(crash.reason)
        } else {
            processCrashes.append(TestIssue(message: crash.reason, evidence: line.pointer(evidencePath)))
        }
    }

    /// Indented lines: entries of a summary block, or the totals and activity lines.
    private func applyIndented(_ line: LogLine) -> Bool? {
        let start = line.skippingBlanks(from: 0)
        switch continuation {
        case .failingTests:
            guard start < line.count else { return true }
            let entry = Self.withoutConfiguration(line.text(from: start))
            // A module or destination heading; a place a formatter's block repeats under its test (`/Users/…/Tests.swift:8`).
            if entry.hasSuffix(":") || Self.isBarePlace(entry) { return true }
            if let id = XCTestName.identifier(entry) {
                // A huge block (a run of 10⁶ failures) keeps only the entries that say something new:
                // a test the log already holds needs none, and memory stays bounded by the tests.
                if failingTestsSummary.count < Self.maximumSummaryEntries || !results.contains(suite: id.suite, name: id.name) {
                    failingTestsSummary.append((id, line.pointer(evidencePath)))
                }
                if namesListedAsFailing.count < Self.maximumSummaryEntries { namesListedAsFailing.insert(id.name) }
            }
            return true
        case .summaryBlock:
            readSummaryBlockEntry(line, from: start)
            return true
        case .issue, .xctoolFailure, .none, .buildDetail, .placedMessage, .snippetMayOpen:
            return nil
        }
    }

    /// An entry of `Testing failed:` (or the build's failed commands).
    private func readSummaryBlockEntry(_ line: LogLine, from start: Int) {
        if BuildSummaryLine(line, from: start)?.kind == .testingCancelledBecauseBuildFailed { markBuildCancelled(line) }
        // The runner or the simulator failing is said only here when no test got to run.
        let entry = line.text(from: start)
        if let (name, message) = Self.summaryFailure(entry) {
            if attachSummaryMessage(message, toTestNamed: name, line) || attachSummaryMessage(message, toTestNamed: name + "()", line) {
                if let process = CrashReportLine.crashedProcess(in: message), summaryCrashedProcesses.count < Self.maximumCrashReports {
                    summaryCrashedProcesses.insert(process)
                }
                return
            }
            // No failed test of that name: a display-named one may join by this message.
            if summaryMessages.count < Self.maximumSummaryEntries { summaryMessages[name, default: []].append(message) }
        }
        if let crash = ProcessCrashEntry(entry) { note(crash, line) }
        if TestInfrastructure.isProblem(entry), !unattributed.contains(where: { $0.message == entry }) {
            addUnattributed(TestIssue(message: entry, evidence: line.pointer(evidencePath)))
        }
    }

    // MARK: - Swift Testing

    private func applySwiftTesting(_ line: LogLine, textStart: Int) -> Bool {
        continuation = .none
        // `↳ // comment` lines after an issue are its comment (`#expect(…, "started after …")`): part
        // of the message, which the rules read.
        if line.hasPrefix(SwiftTestingDetailLine.arrow), let target = lastSwiftTestingIssueTest {
            appendToLastIssue(of: target, line.text(from: textStart))
            return true
        }
        lastSwiftTestingIssueTest = nil
        swiftTestingRan = true
        if line.hasPrefix(SwiftTestingDetailLine.testRun, at: textStart) { return true }
        if let started = SwiftTestingStartedLine(line, textStart: textStart) {
            let id = swiftTestingID(started.name)
            if id.suite.isEmpty { suitesOpenAtStart[id.name, default: []].formUnion(openSwiftTestingSuites) }
            runningSwiftTests[started.name] = (id, line.pointer(evidencePath))
            return true
        }
        // The result line first: a display name may itself contain " recorded ".
        if let finished = SwiftTestingFinishedLine(line, textStart: textStart) {
            readRawResults = true
            let id = runningSwiftTests.removeValue(forKey: finished.name)?.id ?? swiftTestingID(finished.name)
            let issues = takePendingIssues(of: id) + (finished.passed ? [] : takeIssuesAwaitingASwiftTest())
            if finished.passed, issues.isEmpty {
                recordPass(id, finished.duration, line, foldsRetries: !id.suite.isEmpty)
                return true
            }
            record(id, finished.passed ? .passed : .failed, finished.duration, issues: issues, evidence: line.pointer(evidencePath),
                   foldsRetries: !id.suite.isEmpty)
            return true
        }
        if let issue = SwiftTestingIssueLine(line, textStart: textStart) {
            let testIssue = TestIssue(message: issue.message, location: issue.location, evidence: line.pointer(evidencePath))
            if issue.isKnownIssue { return true }
            if let name = issue.testName {
                let id = runningSwiftTests[name]?.id ?? swiftTestingID(name)
                addIssue(testIssue, to: id)
                lastSwiftTestingIssueTest = id
            } else {
                addUnattributed(testIssue)
            }
            return true
        }
        if let skipped = SwiftTestingSkippedLine(line, textStart: textStart) {
            let id = runningSwiftTests.removeValue(forKey: skipped.name)?.id ?? swiftTestingID(skipped.name)
            let issues = skipped.reason.map { [TestIssue(message: "Test skipped: \($0)", evidence: line.pointer(evidencePath))] } ?? []
            record(id, .skipped, nil, issues: issues, evidence: line.pointer(evidencePath))
            return true
        }
        if let suite = SwiftTestingSuiteLine(line, textStart: textStart) { return apply(suite) }
        return SwiftTestingDetailLine(line, textStart: textStart) != nil
    }

    private func apply(_ suite: SwiftTestingSuiteLine) -> Bool {
        switch suite.event {
        case .started:
            openSwiftTestingSuites.append(suite.name)
            swiftTestingSuitesSeen.insert(suite.name)
        case .finished: openSwiftTestingSuites.removeAll { $0 == suite.name }
        }
        return true
    }

    /// Swift Testing prints only the function name; the suite is known when exactly one suite is
    /// running (the log cannot say which of several parallel suites a test belongs to).
    private func swiftTestingID(_ name: String) -> TestIdentifier {
        TestIdentifier(module: nil, suite: openSwiftTestingSuites.count == 1 ? openSwiftTestingSuites[0] : "", name: name)
    }

    /// `testName(): message` of a `Testing failed:` block.
    static func summaryFailure(_ entry: String) -> (name: String, message: String)? {
        // Or `test() encountered an error (Crash: …)`, the suite left out: the crash's reason.
        let separator: Range<String.Index>, message: Substring
        if let range = entry.range(of: String(decoding: TestEncounteredErrorLine.marker, as: UTF8.self)), entry.hasSuffix(")") {
            (separator, message) = (range, entry[range.upperBound...].dropLast())
        } else if let range = entry.range(of: "(): ") {
            (separator, message) = (range, entry[range.upperBound...])
        } else {
            return nil
        }
        let qualified = entry[..<separator.lowerBound]
        guard !qualified.isEmpty, !qualified.contains(" ") else { return nil }
        return (qualified.split(separator: ".").last.map(String.init) ?? String(qualified), String(message))
    }

    /// Failed (or still running) tests by name, for the `Testing failed:` block: built once, when it starts.
    private var failedTestsByName: [String: [TestIdentifier]]?

    /// The summary's message for a test that has no such message yet (a lost connection, say, that
    /// the test's own lines never printed). False when no single test has that name.
    private func attachSummaryMessage(_ message: String, toTestNamed name: String, _ line: LogLine) -> Bool {
        if failedTestsByName == nil {
            var byName: [String: [TestIdentifier]] = [:]
            let tests = results.results
            for position in tests.indices where tests.status(at: position) == .failed {
                let id = tests.id(at: position)
                byName[id.name, default: []].append(id)
            }
            if let running = runningXCTest { byName[running.id.name, default: []].append(running.id) }
            failedTestsByName = byName
        }
        guard let ids = failedTestsByName?[name], ids.count == 1 else { return false }
        let id = ids[0]
        let known = (pendingIssues[id] ?? []) + (results.issues(of: id) ?? [])
        if !known.contains(where: { $0.message.hasPrefix(message) || message.hasPrefix($0.message) }) {
            addIssue(TestIssue(message: message, evidence: line.pointer(evidencePath)), to: id)
        }
        return true
    }

    /// A parallel clone's result line names no module (`Test case 'Suite.test()' passed on …`); the
    /// failure lines of the same test do (`-[Module.Suite test]`). A result read before any failure
    /// of its test named the module (a pass on one destination, then a failure on the next) joins
    /// the test its failure named: one test, failed.
    private func joinParallelResultsToTheirModule() {
        let tests = results.results
        // A display name (`"Returns the value"`) is Swift Testing's, never a clone's result line: the
        // suite resolver joins it to its function, which then takes the module.
        let pending = tests.indices.filter { !tests.hasModule(at: $0) }.map { tests.id(at: $0) }.filter { SwiftTestingSuiteResolver.isFunctionName($0.name) }
        guard !pending.isEmpty else { return }
        // The resolver holds the named tests of those suites only, and the run's modules are read without building an
        // id: a 200 MB log has tens of thousands of tests, which building each id and hashing it took a quarter of reading.
        let suites = Set(pending.compactMap { tests.internedID($0.suite) })
        let qualified = tests.indices.filter { tests.hasModule(at: $0) }
        let resolver = TestIdentityResolver(qualified.lazy.filter { suites.contains(tests.suiteID(at: $0)) }.map { tests.id(at: $0) })
        let modules = Set(Set(qualified.compactMap { tests.moduleID(at: $0) }).map { tests.interned($0) })
        var renamed: [TestIdentifier: TestIdentifier] = [:]
        for id in pending {
            // Else the one test target of the run that compiled `<Suite>.swift`: the module a crash's
            // result line (`Suite.test()` on a clone) does not print.
            let compiledIn = targetsCompilingFile[id.suite + ".swift"].map { $0.intersection(modules) }
            guard let module = resolver.module(suite: id.suite, name: id.name) ?? (compiledIn?.count == 1 ? compiledIn?.first : nil) else { continue }
            renamed[id] = TestIdentifier(module: module, suite: id.suite, name: id.name)
        }
        results.rename(renamed)
    }

    /// `SwiftCompile normal arm64 …/AppTests/X.swift (in target 'AppTests' from project 'App')`: X.swift is AppTests'.
    private func noteCompiledFile(_ line: LogLine) {
        guard targetsCompilingFile.count < Self.maximumCompiledFiles, line.hasPrefix(Self.swiftCompile) || line.hasPrefix(Self.compileSwift),
            let target = line.firstIndex(of: Self.inTarget)
        else { return }
        let nameStart = target + Self.inTarget.count
        guard let nameEnd = line.firstIndex(of: [UInt8(ascii: "'")], from: nameStart) else { return }
        let before = line.text(0..<target)
        guard before.hasSuffix(".swift"), let file = before.split(whereSeparator: { $0 == " " || $0 == "/" }).last else { return }
        targetsCompilingFile[String(file), default: []].insert(line.text(nameStart..<nameEnd))
    }

    static let swiftCompile = [UInt8](ascii: "SwiftCompile ")
    static let compileSwift = [UInt8](ascii: "CompileSwift ")
    static let inTarget = [UInt8](ascii: " (in target '")

    /// Gives every test printed without a suite (Swift Testing in parallel suites) its suite, and
    /// joins the `Failing tests:` summary to the results: one test, once, as `Suite/name`.
    private func resolveSwiftTestingSuites() {
        // A CI step that prints the block again (`Failing tests:` under its own heading) lists each test twice.
        var listed = Set<TestIdentifier>()
        failingTestsSummary.removeAll { !listed.insert($0.id).inserted }
        let resolver = SwiftTestingSuiteResolver(
            summary: failingTestsSummary.map(\.id), summaryMessages: summaryMessages, suitesSeen: swiftTestingSuitesSeen, suitesOpenAtStart: suitesOpenAtStart,
            suitesOpenAtEnd: Set(openSwiftTestingSuites))
        let renamed = resolver.resolve(results.results)
        if !renamed.isEmpty {
            results.rename(renamed)
            for (old, new) in renamed {
                guard let lines = taskLinesByTest.removeValue(forKey: old) else { continue }
                taskLinesByTest[new, default: []] += lines
            }
        }
        for entry in failingTestsSummary where !results.contains(suite: entry.id.suite, name: entry.id.name) {
            record(entry.id, .failed, nil, issues: [], evidence: entry.evidence)
        }
        failingTestsSummary.removeAll()
        summaryMessages.removeAll()
    }

    // MARK: - Results

    /// Issues read before the test's result line; most tests have none, and then no id is hashed.
    private func takePendingIssues(of id: TestIdentifier) -> [TestIssue] {
        pendingIssues.isEmpty ? [] : pendingIssues.removeValue(forKey: id) ?? []
    }

    private func takeIssuesAwaitingASwiftTest() -> [TestIssue] {
        defer { issuesAwaitingASwiftTest.removeAll() }
        return issuesAwaitingASwiftTest
    }

    private func addIssue(_ issue: TestIssue, to id: TestIdentifier) {
        let isRunning = runningXCTest?.id == id || runningSwiftTests.values.contains { $0.id == id }
        // A failure reported after the result line (e.g. from a later teardown) still counts.
        if !isRunning, pendingIssues[id] == nil, results.addIssue(issue, to: id) { return }
        if pendingIssues[id, default: []].count < TestResultCollector.maximumIssuesPerTest {
            pendingIssues[id, default: []].append(issue)
        }
    }

    /// xcodebuild's words for losing the test runner mid-run.
    static let runnerLost = ["Lost connection to the test manager service", "Lost connection to test manager service", "Lost connection to testmanagerd",
                             "Lost connection to the test runner", "Lost connection to test process"]

    private func addUnattributed(_ issue: TestIssue) {
        if unattributed.count < Self.maximumUnattributedIssues { unattributed.append(issue) }
    }

    /// What a multi-line failure message's further lines look like where a formatter passes them
    /// through: indented, or a snapshot library's diff (`@−`, the files, `Newly-taken snapshot …`,
    /// `Actual image precision …`).
    static func continuesAFormattedMessage(_ line: LogLine) -> Bool {
        // The run's totals (`\t Executed 2 tests, with 1 failure …`), indented as they are, end it.
        if line.hasPrefix(executedTotals, at: line.skippingBlanks(from: 0)) { return false }
        if line.isEmpty || line[0] == 0x20 || line[0] == 0x09 { return true }
        // The snapshot library's diff names each image by its quoted path (`"/Users/…/testCard.1.png"`).
        if line.hasPrefix(quotedPath) { return true }
        return formattedMessageShapes.contains { line.firstIndex(of: $0, from: 0) != nil }
    }

    static let executedTotals = [UInt8](ascii: "Executed ")
    static let quotedPath = [UInt8](ascii: "\"/")
    static let formattedMessageShapes: [[UInt8]] = ["does not match reference", "precision ", "Newly-taken snapshot", "@\u{2212}", "@+", "\"file://",
                                                    "pixels match", "To configure output for a custom diff tool", "withSnapshotTesting("].map { Array($0.utf8) }

    /// `2026-08-12 10:31:19…`: a console line's date, leading blanks aside.
    static func beginsWithDate(_ line: LogLine) -> Bool {
        let start = line.skippingBlanks(from: 0)
        guard start + 10 <= line.count else { return false }
        let digits = [0, 1, 2, 3, 5, 6, 8, 9].allSatisfy { line[start + $0] >= 0x30 && line[start + $0] <= 0x39 }
        return digits && line[start + 4] == 0x2D && line[start + 7] == 0x2D
    }

    /// An indented line that is only an absolute path and a line number (`      /ci/AppTests/SyncTests.swift:11`).
    static func bareLocation(_ line: LogLine) -> SourceLocation? {
        let start = line.skippingBlanks(from: 0)
        guard start > 0, start < line.count, line[start] == UInt8(ascii: "/"), line.firstIndex(of: 0x20, from: start) == nil,
              let (location, _) = FileLineLocation.parse(line, from: start, endingAt: line.count)
        else { return nil }
        return location
    }

    private func setLocationOfLastIssue(of id: TestIdentifier, _ location: SourceLocation) {
        if let count = pendingIssues[id]?.count, count > 0 {
            if pendingIssues[id]![count - 1].location == nil { pendingIssues[id]![count - 1].location = location }
        } else {
            results.updateLastIssue(of: id) { issue in if issue.location == nil { issue.location = location } }
        }
    }

    private func appendToLastIssue(of id: TestIdentifier, _ text: String) {
        // A Flutter app's integration tests run as XCTest cases (integration_test, Patrol): xcodebuild
        // places the failure in the runner's bridging file, and the Dart stack under the message names
        // the test's own line — the place to read.
        let dartFrame = text.contains(".dart") ? DartFailureText.frame(onLine: text) : nil
        func extend(_ issue: inout TestIssue) {
            if let dartFrame, issue.location.map({ !$0.file.hasSuffix(".dart") }) ?? true { issue.location = dartFrame }
            guard issue.message.utf8.count < Self.maximumMessageLength else { return }
            issue.message += "\n" + text
        }
        // In place: copying the array out and back would copy every issue on every line.
        if let count = pendingIssues[id]?.count, count > 0 {
            extend(&pendingIssues[id]![count - 1])
        } else {
            results.updateLastIssue(of: id, extend)
        }
    }

    private func record(_ id: TestIdentifier, _ status: TestStatus, _ duration: Double?, issues: [TestIssue], evidence: @autoclosure () -> EvidencePointer?, foldsRetries: Bool = true) {
        results.record(id, status, duration: duration, issues: issues.isEmpty ? issues : issues.map(Self.trimmed), evidence: evidence(), foldsRetries: foldsRetries)
    }

    /// A pass without issues, its result line its evidence: most results of a big log.
    private func recordPass(_ id: TestIdentifier, _ duration: Double?, _ line: LogLine, foldsRetries: Bool = true) {
        // A longer line's excerpt is cut: never the pass line rebuilt.
        guard line.count <= LogLine.excerptLimit else {
            record(id, .passed, duration, issues: [], evidence: line.pointer(evidencePath), foldsRetries: foldsRetries)
            return
        }
        results.recordPass(id, duration: duration, path: evidencePath, line: line.number, lineBytes: line.bytes, excerpt: { line.excerpt() },
                           foldsRetries: foldsRetries)
    }

    private static func trimmed(_ issue: TestIssue) -> TestIssue {
        var issue = issue
        while let last = issue.message.last, last.isWhitespace { issue.message.removeLast() }
        return issue
    }
}

import EvidenceCore
import Foundation

/// The files a raw log's failures point at (`file:line`), for `collect --sources`: one streaming pass
/// that cuts the lines as the log reader does and parses only those that can be a failure — an
/// XCTest or UI-test assertion, a Swift Testing issue (not a known one), a compiler or fatal error —
/// with the log reader's own line types. It keeps no test, so its memory is the distinct paths (at
/// most `maximumFiles`), not the log or its tests: on a 200 MB log of 200,000 tests, a fraction of
/// the time and memory of `TestLogReader`.
package final class FailureLocationScanner {
    /// More distinct paths than any run's failures name: the rest are not kept.
    package static let maximumFiles = 10_000
    static let errorMarker = [UInt8](ascii: "error: ")
    static let dotNetLineMarker = [UInt8](ascii: ":line ")
    static let dartMarker = [UInt8](ascii: ".dart")
    static let xcodebuildLogger = [UInt8](ascii: "xcodebuild[")

    private var splitter = LogLineSplitter()
    /// The paths the failures name, and the suites of tests a restart after a crash names (they failed
    /// where no line gives a place).
    private var places = FailurePlaces()
    /// The frame of the test a Surefire heading last named (`com.x.UploadQueueTest.uploads`): its trace's
    /// frame of that method is the test's place (`UploadQueueTest.java:59`), not the library's frames above it.
    private var surefireFrame: String?
    /// After Gradle's `… FAILED` event: its indented exception's first place of the project's is the
    /// failure's (`GradleTestOutputReader`'s reading, the runtime's frames skipped).
    private var readsGradleFailure = false
    /// The test Google Test's output last started (`[ RUN      ] app.tasks.SyncTest.retries`): a Kotlin/Native
    /// frame of its function is its failure's place (`GTestOutputReader`'s reading).
    private var gTestName: (suite: String, name: String)?
    /// The running Google Test's frames so far, above the test's own: where the code threw.
    private var gTestLines: [String] = []
    /// The running Google Test printed a test library's failed assertion, not an exception.
    private var gTestAsserted = false

    package init() {}

    /// Every path a failure line of the file names, and the suites of crashed tests.
    package static func scan(path: String) throws -> FailurePlaces {
        let scanner = FailureLocationScanner()
        try FileReader(path: path).forEachChunk { scanner.consume($0) }
        _ = scanner.finish()
        return scanner.places
    }

    package func consume(_ chunk: UnsafeRawBufferPointer) {
        splitter.feed(chunk) { handle($0) }
    }

    /// The suites of tests that failed where no line gives a place (read after `finish`).
    package var suitesWithoutPlace: Set<String> { places.suitesWithoutPlace }

    /// The paths the failures name.
    package func finish() -> Set<String> {
        splitter.finish { handle($0) }
        if let raw = runningTest, let id = XCTestName.identifier(raw) { places.addSuite(id.suite) }
        runningTest = nil
        return places.files
    }

    /// The XCTest case (`-[M.Suite test]`) the log last started and has printed no result of yet.
    private var runningTest: String?

    private func handle(_ line: LogLine) {
        guard places.files.count < Self.maximumFiles else { return }
        // A formatter's failure without its place, then the place alone on the next, indented line.
        // (Buck's `FAILURE Class test: message`, its place flush on the next line.)
        if afterPlacelessFailure, let location = TestLogReader.bareLocation(line) ?? BuckTestOutputReader.place(line.text) { insert(location.file) }
        afterPlacelessFailure = Self.isPlacelessFormattedFailure(line) || BuckTestOutputReader.isFailureLine(line)
        if let frame = surefireFrame {
            // Its trace ends at a blank line.
            if line.isEmpty { surefireFrame = nil }
            if let location = Self.surefireTestFrame(line, frame) {
                insert(location.file)
                surefireFrame = nil
            }
        }
        if SurefireOutputReader.headingEnds.contains(where: line.hasSuffix), let (_, frame) = SurefireOutputReader.heading(line.text) { surefireFrame = frame }
        readGradleFailure(line)
        readGTestFrame(line)
        if line.count > 40, let restart = Self.restartAfterCrash(line), let id = XCTestName.identifier(restart.rawName) {
            places.addSuite(id.suite)
        }
        // Nor does a parallel clone's result line, its messages kept only in the result bundle
        // (`Test case 'Suite.test()' failed on 'Clone 2 of iPhone 16 - AppUITests-Runner (52891)' (124.306 seconds)`).
        if line.count > 40, let clone = ParallelTestCaseLine(line), clone.event == .failed, let id = XCTestName.identifier(clone.rawName) {
            places.addSuite(id.suite)
        }
        // A test stopped at its time limit names no place either (`Test Case '-[M.Suite test]' exceeded execution time allowance …`);
        // nor does one the log ends in (its job's time limit, a hang): the last started, with no result after it.
        if line.count > 30, let test = XCTestCaseLine(line) {
            if test.event == .exceededAllowance, let id = XCTestName.identifier(test.rawName) { places.addSuite(id.suite) }
            runningTest = test.event == .started ? test.rawName : nil
        }
        guard let location = Self.failureLocation(line) else { return }
        insert(location.file)
    }

    private func insert(_ file: String) {
        guard Self.namesAFile(file) else { return }
        places.files.insert(file)
    }

    private func readGradleFailure(_ line: LogLine) {
        if readsGradleFailure {
            let start = line.skippingBlanks(from: 0)
            if start == 0 || start >= line.count {
                readsGradleFailure = false
            } else {
                let body = Substring(line.text(from: start))
                if let place = body.hasPrefix("at ") ? GradleTestOutputReader.frameLocation(body) : GradleTestOutputReader.shortException(body)?.1 {
                    insert(place.file)
                    readsGradleFailure = false
                }
            }
        }
        if GradleTestOutputReader.mayStart(line), GradleTestOutputReader.event(line.text)?.1 == .failed { readsGradleFailure = true }
    }

    private func readGTestFrame(_ line: LogLine) {
        if line.count > 13, line[0] == UInt8(ascii: "["), line.hasPrefix(GTestOutputReader.run) {
            gTestName = GTestOutputReader.startedTest(line.text).map { ($0.id.suite, $0.id.name) }
            gTestLines = []
            gTestAsserted = false
        } else if let test = gTestName {
            guard line.firstIndex(of: Self.kotlinFrameMarker) != nil else {
                if !line.isEmpty { gTestAsserted = gTestAsserted || GTestOutputReader.isAssertion(line.text) }
                return
            }
            guard let place = GTestOutputReader.place(ofTest: test.name, suite: test.suite, inFrame: line.text) else {
                if gTestLines.count < 32 { gTestLines.append(line.text) }
                return
            }
            insert(place.file)
            if !gTestAsserted, let thrown = GTestOutputReader.thrownAt(frames: gTestLines[...], testPlace: place) { insert(thrown.file) }
            gTestLines = []
            gTestAsserted = false
        }
    }

    static let kotlinFrameMarker = [UInt8](ascii: "kfun:")

    /// Not empty, and not a crash's placeholder (`<unknown>:0: error: … Test crashed`), which names no file.
    package static func namesAFile(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("<")
    }

    /// The line before was a formatter's failure that printed no place (`✖ testName, message`).
    private var afterPlacelessFailure = false

    /// XCTest's `Restarting after unexpected exit, crash, or test timeout in Suite.test()` as the raw log
    /// prints it, after xcodebuild's logger prefix, or as a formatter keeps it (`    ✖ Restarting after …`).
    /// (The logger's form only after its own prefix, `2026-11-30 14:12:19.702 xcodebuild[…`: no search of every line.)
    static func restartAfterCrash(_ line: LogLine) -> RestartAfterCrashLine? {
        if let restart = RestartAfterCrashLine(line) { return restart }
        if line.hasPrefix(xcodebuildLogger, at: 24) { return RestartAfterCrashLine(afterLoggerPrefix: line) }
        guard line[0] == 0x20 || line[0] == 0x09, let formatted = FormattedTestLine(line), case .raw(let start) = formatted.event else { return nil }
        return RestartAfterCrashLine(LogLine(bytes: UnsafeRawBufferPointer(rebasing: line.bytes[start...]), number: line.number))
    }

    static func isPlacelessFormattedFailure(_ line: LogLine) -> Bool {
        guard line.count > 4, line[0] == 0x20 || line[0] == 0x09, let formatted = FormattedTestLine(line) else { return false }
        if case .failure(_, nil) = formatted.event { return true }
        return formatted.event == .failed
    }

    /// Where the failure on this line is, nil for any other line. The cheap tests first: a Swift
    /// Testing line starts with its symbol, a UI-test assertion with a blank; the rest need `error: `.
    /// An indented line's: a UI test's assertion, a formatter's output (a UI test's `✖ /path:12, …`,
    /// xcpretty's summary `  /path:21`).
    private static func indentedFailureLocation(_ line: LogLine) -> SourceLocation? {
        if let assertion = UITestAssertionLine(line) { return assertion.location }
        if let formatted = FormattedTestLine(line), case .failure(_, let location?) = formatted.event { return location }
        if case .location(let location)? = FormatterFailureSummaryLine(line)?.kind { return location }
        return nil
    }

    static func failureLocation(_ line: LogLine) -> SourceLocation? {
        guard line.count > 0 else { return nil }
        switch line[0] {
        case 0xE2, 0xF3, 0xF4:
            guard let start = SwiftTestingLine.textStart(line), let issue = SwiftTestingIssueLine(line, textStart: start), !issue.isKnownIssue else { return nil }
            return issue.location
        case UInt8(ascii: "\t"), UInt8(ascii: " "):
            if let location = indentedFailureLocation(line) { return location }
        case UInt8(ascii: ":"):
            // xcbeautify's GitHub Actions renderer: `::error file=…,line=9::    testName, reason`; a Swift
            // Testing issue without its test's name, a compiler's error (as the raw forms are taken).
            guard let command = WorkflowCommandLine(line), command.severity == .error else { return nil }
            return command.location
        default:
            break
        }
        return placeInAFrame(line) ?? errorLocation(line)
    }

    /// A .NET, Dart or JavaScript stack frame of the app's own code.
    private static func placeInAFrame(_ line: LogLine) -> SourceLocation? {
        if let frame = javaScriptFrame(line) { return frame }
        // A .NET device runner's stack frame (`at Suite.Test() in /path/File.cs:line 22`, under `[FAIL] …`).
        if line.firstIndex(of: dotNetLineMarker) != nil, let detail = DeviceRunnerResultLine.detail(line) {
            return DotNetTestName.frameLocation(detail)
        }
        // A Dart stack's frame in the app's own code (package:test's and Flutter's failures, also under
        // an integration test's XCTest failure), or the line a Flutter report says it was caught on.
        if line.firstIndex(of: dartMarker) != nil {
            let text = line.text
            if let frame = DartFailureText.frame(onLine: text) ?? DartFailureText.caughtLine(text.drop { $0 == " " || $0 == "\t" }) { return frame }
        }
        return nil
    }

    static let frameMarker = [UInt8](ascii: "at ")

    /// `	at com.x.UploadQueueTest.uploads(UploadQueueTest.java:59)`, the frame of `frame`'s method.
    private static func surefireTestFrame(_ line: LogLine, _ frame: String) -> SourceLocation? {
        let start = line.skippingBlanks(from: 0)
        guard start > 0, line.hasPrefix(frameMarker, at: start) else { return nil }
        let body = Substring(line.text(from: start))
        guard body.dropFirst(3).hasPrefix(frame + "(") else { return nil }
        return SurefireOutputReader.framePlace(body)
    }

    /// A JavaScript runner's frame in a script of the project (`at Context.<anonymous>
    /// (e2e/background-tasks.e2e.ts:36:12)`, `at /app/src/sync.ts:41:9`) — Jest's, Vitest's, Mocha's,
    /// WebdriverIO's, Karma's failures print their test's place so; not a package's, nor Node's own.
    /// Taken wherever it is indented (a console call's site in a passing test too): a few more of the
    /// project's files, within `SourceCollection`'s bounds, rather than a runner's heading to track.
    /// Vitest's place of a failure (` ❯ src/care/schedule.test.ts:13:55`, the block's first, as
    /// `VitestOutputReader` reads it) is taken so too.
    static func javaScriptFrame(_ line: LogLine) -> SourceLocation? {
        let start = line.skippingBlanks(from: 0)
        guard start > 0 else { return nil }
        // (The prefixes first: this runs on every indented line of a 200 MB log, a compile command's too.)
        if line.hasPrefix(vitestPlaceMarker, at: start) {
            guard line.lastIndex(of: UInt8(ascii: ":")) != nil else { return nil }
            return VitestOutputReader.place(Substring(line.text(from: start + vitestPlaceMarker.count)))
                .flatMap { JestOutputReader.isProjectScript($0.file) ? $0 : nil }
        }
        guard line.hasPrefix(frameMarker, at: start), line.lastIndex(of: UInt8(ascii: ":")) != nil else { return nil }
        return JestOutputReader.projectScriptFrame(Substring(line.text(from: start)))
    }

    static let vitestPlaceMarker = [UInt8]("❯ ".utf8)

    /// An XCTest failure's place, a compiler error's, or a Swift trap's (`Kit/SnapshotStore.swift:12: Fatal
    /// error: Unexpectedly found nil …`: the code a crashed test died in, which its own failure line,
    /// `<unknown>:0`, does not name). All hold `error: `, searched once.
    private static func errorLocation(_ line: LogLine) -> SourceLocation? {
        guard line.firstIndex(of: errorMarker) != nil else { return nil }
        if line.firstIndex(of: FatalErrorLine.located) != nil, let trap = FatalErrorLine(line), let location = trap.location { return location }
        if let failure = XCTestFailureLine(line) { return failure.location }
        guard let diagnostic = CompilerDiagnosticLine(line), diagnostic.severity == .error else { return nil }
        return diagnostic.location
    }
}

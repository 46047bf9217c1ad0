import EvidenceCore
import Foundation

/// Google Test's console output, as a Kotlin/Native test binary prints it with `--ktest_logger=GTEST`
/// (a Kotlin Multiplatform module's iOS tests run straight on the Simulator, `simctl spawn … test.kexe`)
/// and as googletest does: `[ RUN      ] app.tasks.SyncTest.retries`, the failure's lines, then
/// `[       OK ] … (2 ms)` or `[  FAILED  ] … (1 ms)`. The closing list of failures (`[  FAILED  ] …`
/// with no time, after `[  FAILED  ] 3 tests, listed below:`) repeats them and is not read again.
struct GTestOutputReader {
    typealias Event = RunnerOutputEvent

    static let runPrefix = "[ RUN      ] "
    static let run = Array(runPrefix.utf8)
    static let results: [(marker: [UInt8], status: TestStatus)] = [
        ([UInt8](ascii: "[       OK ] "), .passed), ([UInt8](ascii: "[  FAILED  ] "), .failed), ([UInt8](ascii: "[  SKIPPED ] "), .skipped),
    ]
    /// How many of a failure's lines are kept for its message (the rest are its stack).
    static let messageLines = 8

    /// The test running and the lines printed since it started.
    private var running: (id: TestIdentifier, name: String, lines: [String], evidence: EvidencePointer)?

    var isReading: Bool { running != nil }

    /// Whether `line` may be Google Test's: a test's start or result, or a line while one runs.
    func mayRead(_ line: LogLine) -> Bool {
        if running != nil { return true }
        return line.count > 13 && line[0] == UInt8(ascii: "[") && line.hasPrefix(Self.run)
    }

    mutating func read(_ text: String, at evidence: @autoclosure () -> EvidencePointer) -> (claimed: Bool, events: [Event]) {
        if text.hasPrefix(Self.runPrefix) {
            guard let (id, name) = Self.startedTest(text) else { return (false, []) }
            let ended = finish()
            running = (id, name, [], evidence())
            return (true, ended)
        }
        guard let open = running else { return (false, []) }
        for (marker, status) in Self.results where text.utf8.starts(with: marker) {
            let rest = text.dropFirst(marker.count)
            guard rest.hasPrefix(open.name) else { continue }
            running = nil
            let duration = Self.milliseconds(in: rest.dropFirst(open.name.count)).map { $0 / 1000 }
            if status == .failed {
                let message = open.lines.filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("at ") }.prefix(Self.messageLines)
                let place = Self.place(ofFailure: open.lines, test: open.id)
                return (true, RunnerOutputEvent.failed(open.id, lines: Array(message.isEmpty ? ["failed"] : message), location: place, evidence: evidence()))
            }
            return (true, [.result(open.id, status, duration: duration, evidence: nil)])
        }
        // A line of the running test (its failure's message and stack, or the app's own output).
        if open.lines.count < 4 * Self.messageLines, !text.trimmingCharacters(in: .whitespaces).isEmpty { running?.lines.append(text) }
        return (false, [])
    }

    /// A test the log leaves running: it never reported a result.
    mutating func finish() -> [Event] {
        guard let open = running else { return [] }
        running = nil
        return RunnerOutputEvent.failed(open.id, lines: [TestLogReader.logEndsWhileRunning + ": it has no result line."], location: nil, evidence: open.evidence)
    }

    /// The test a `[ RUN      ] app.tasks.SyncTest.retries` line starts, and its name as printed.
    static func startedTest(_ text: String) -> (id: TestIdentifier, name: String)? {
        guard text.hasPrefix(runPrefix) else { return nil }
        let name = String(text.dropFirst(runPrefix.count)).trimmingCharacters(in: .whitespaces)
        return identifier(name).map { ($0, name) }
    }

    /// `app.reelnight.format.EpisodeCodeFormatterTest.formatsDoubleDigitSeasons`: the class's package (the
    /// module), the class (the suite), the test.
    static func identifier(_ name: String) -> TestIdentifier? {
        let parts = name.split(separator: ".")
        guard parts.count >= 2, !name.contains(" "), parts.allSatisfy({ !$0.isEmpty }) else { return nil }
        return TestIdentifier(module: parts.count > 2 ? parts.dropLast(2).joined(separator: ".") : nil,
                              suite: String(parts[parts.count - 2]), name: String(parts[parts.count - 1]))
    }

    /// The test function's place in a Kotlin/Native stack frame that names it: `… kfun:app.tasks.SyncTest#retries(){}
    /// + 99 (/builds/app/shared/src/iosTest/kotlin/app/tasks/SyncTest.kt:39:9)`, or its coroutine's when the
    /// test is a suspending one (`kfun:app.tasks.SyncTest.$retries$lambda$0$COROUTINE$3.invokeSuspend#internal`).
    static func place(ofTest name: String, suite: String? = nil, inFrame line: String) -> SourceLocation? {
        // (Of the test's own class when the caller knows it: a production coroutine of the same name is another function.)
        let owner = suite.map { "." + $0 } ?? ""
        guard line.contains(owner + "#" + name + "(") || line.contains(owner + ".$" + name + "$") else { return nil }
        return GradleTestOutputReader.frameLocation(Substring(line)).map { SourceLocation(file: $0.file, line: $0.line) }
    }

    /// A failure's place: the test function's frame; for an exception (not an assertion's error), the first
    /// frame above it in the project's own code — under the test's project (`/builds/app/shared/` of
    /// `…/shared/src/iosTest/…`), not the runtime's nor a library's built elsewhere — where it was thrown,
    /// as Gradle's report places it (`GradleTestOutputReader.frameLocation`).
    static func place(ofFailure lines: [String], test: TestIdentifier) -> SourceLocation? {
        guard let (index, testPlace) = lines.indices.lazy.compactMap({ index in
            place(ofTest: test.name, suite: test.suite, inFrame: lines[index]).map { (index, $0) }
        }).first else { return nil }
        guard !lines[..<index].contains(where: isAssertion) else { return testPlace }
        return thrownAt(frames: lines[..<index], testPlace: testPlace) ?? testPlace
    }

    /// The first of `frames` (above the test's) in the test's project, not a library's: where the code threw.
    static func thrownAt(frames: ArraySlice<String>, testPlace: SourceLocation) -> SourceLocation? {
        // (The source set's `src/` nearest the file: a project may itself sit under a folder named `src`.)
        guard let src = testPlace.file.range(of: "/src/", options: .backwards) else { return nil }
        let project = testPlace.file[...src.lowerBound]
        return frames.lazy.compactMap { GradleTestOutputReader.frameLocation(Substring($0)) }.first { $0.file.hasPrefix(project) }
            .map { SourceLocation(file: $0.file, line: $0.line) }
    }

    /// A test library's failed assertion (`kotlin.AssertionError: Expected <2>, actual <1>.`), not an exception of the
    /// code's — on any line the test printed before its frames (its own output may come first).
    static func isAssertion(_ line: String) -> Bool {
        line.contains("AssertionError") || line.contains("AssertionFailedError") || line.hasPrefix("kotlin.test.")
    }

    /// ` (12 ms)`.
    static func milliseconds(in text: Substring) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("("), trimmed.hasSuffix(" ms)") else { return nil }
        return Double(trimmed.dropFirst().dropLast(4))
    }
}

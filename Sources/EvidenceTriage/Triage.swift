import EvidenceCore
import EvidenceReaders
import EvidenceRun
import Foundation

/// Runs the classifier over every failure of a merged run.
package enum Triage {
    /// The test's code as evidence: each line with where it is in the archive.
    static func pointers(_ code: ArchivedSources.Excerpt) -> [EvidencePointer] {
        code.lines.enumerated().map { EvidencePointer(path: "sources/" + code.repositoryPath, line: code.firstLine + $0.offset, excerpt: $0.element) }
    }

    /// The lines of logs kept in a test's own artifact folder (Detox's `✗ <describe titles> <name>/device.log`)
    /// and those Detox's trace said it printed, by its full name (`TestArtifactFolder.key`); a name
    /// Detox decorated between the describe titles and the test's own (`Sync: should shows …` for `Sync ›
    /// shows …`) is that test's too, when it is no other's.
    /// `otherTests`: every test's own key (`fullNameKey`), none of which is a decoration of this one.
    static func linesByFullName(of test: TestIdentifier, in lines: [String: [EvidencePointer]], otherTests: Set<String> = []) -> [EvidencePointer] {
        let whole = fullNameKey(test)
        let exact = lines[whole] ?? []
        let suite = TestArtifactFolder.key(test.suite.replacingOccurrences(of: " › ", with: " ")), name = TestArtifactFolder.key(test.name)
        guard !suite.isEmpty, !name.isEmpty else { return exact }
        let (prefix, suffix) = (suite + " ", " " + name)
        let decorated = lines.filter { $0.key != whole && !otherTests.contains($0.key) && $0.key.hasPrefix(prefix) && $0.key.hasSuffix(suffix) }
        return exact + (decorated.count == 1 ? decorated.first!.value : [])
    }

    /// Whether a line of the device's log, written at `time`, was written while another failed test ran —
    /// from the first failed test's start to this one's, and from the next one's on: then it is theirs. Only
    /// what was written before any failed test began (the app's launch, the run's set-up) speaks for every test.
    static func writtenWhileAnotherRan(_ time: Date, _ window: TestWindow, firstFailedStart: Date?) -> Bool {
        if let first = firstFailedStart, first < window.start, time >= first, time < window.start { return true }
        return window.nextStarted.map { time >= $0 } ?? false
    }

    /// A run line written at `time` is another failed test's (`writtenWhileAnotherRan`) — but for the OS's
    /// refusal, before this test began, of a request this test's own lines say it no longer holds (`heldNone`,
    /// a simulated launch's `No task request with identifier X has been scheduled`): that refusal is why.
    static func anotherTestWrote(_ line: EvidencePointer, at time: Date, _ window: TestWindow, firstFailedStart: Date?, heldNone: Set<String>) -> Bool {
        guard writtenWhileAnotherRan(time, window, firstFailedStart: firstFailedStart) else { return false }
        guard time < window.start, !heldNone.isEmpty else { return true }
        let text = line.excerpt ?? ""
        let refused = !Set(SignalCatalog.signals(in: text)).isDisjoint(with: FailureContext.refusals)
        let named = TaskIdentifierScanner.namedTasks(in: text)
        return !(refused && heldNone.contains { named.contains($0) || TaskIdentifierScanner.names($0, exactlyIn: text) })
    }

    /// The run's lines that restate failed tests' messages (xcodebuild's `Testing failed:` block; a formatter's
    /// `✖ testName, message` beside the raw log), each with the tests (their places in `failed`) whose message it
    /// is: another test's words are no evidence of this one.
    static func restatedMessages(in runLines: [EvidencePointer], of failed: [TestResult]) -> [EvidencePointer: Set<Int>] {
        var owners: [String: Set<Int>] = [:]
        for (index, test) in failed.enumerated() {
            for issue in test.issues {
                let message = issue.message.trimmingCharacters(in: .whitespaces)
                if message.count >= 12 { owners[message, default: []].insert(index) }
            }
        }
        guard !owners.isEmpty else { return [:] }
        return runLines.reduce(into: [:]) { restated, line in
            let text = (line.excerpt ?? "").trimmingCharacters(in: .whitespaces)
            let afterName = text.range(of: ", ").map { String(text[$0.upperBound...]) }
            if let tests = owners[text] ?? afterName.flatMap({ owners[$0] }) { restated[line] = tests }
        }
    }

    /// The tasks the lines say the OS holds no request of (a simulated launch's `No task request with
    /// identifier X has been scheduled`).
    static func requestsHeldNone(by lines: [EvidencePointer]) -> Set<String> {
        let noRequest = SignalCatalog.signal(.noTaskRequest)
        return lines.reduce(into: Set<String>()) { held, line in
            let text = line.excerpt ?? ""
            if noRequest.matches(text) { held.formUnion(TaskIdentifierScanner.namedTasks(in: text)) }
        }
    }

    /// The wall clock (`LogTimestamp.wallClock`: the time as written, its zone left out) of a time of day
    /// (seconds since midnight), the first after `logBegan` less an hour (the device's log starts with the
    /// run; a test an hour before it is a clock's stray) — a run that crosses midnight included.
    static func date(ofTimeOfDay seconds: Double, near logBegan: Date) -> Date {
        let day = 86_400.0
        let midnight = (logBegan.timeIntervalSinceReferenceDate / day).rounded(.down) * day
        let earliest = logBegan.addingTimeInterval(-3_600)
        let candidates = [-day, 0, day].map { Date(timeIntervalSinceReferenceDate: midnight + $0 + seconds) }
        return candidates.first { $0 >= earliest } ?? candidates[2]
    }

    /// A test's full name as a key of `TriageInput.linesByTestFullName`: its describe titles and its name.
    static func fullNameKey(_ test: TestIdentifier) -> String {
        TestArtifactFolder.key(test.suite.replacingOccurrences(of: " › ", with: " ") + " " + test.name)
    }

    /// `limit`: how many failed tests are classified one by one (tests give a small one).
    package static func run(_ input: TriageInput, classifier: Classifier = Classifier(), limit: Int = classifiedFailureLimit) -> TriageResult {
        let merged = TestMerger.merge(input.reports)
        // A log's lines are keyed by the log's name for the test, which may lack the module another
        // source gave it: look them up by suite and name too.
        var linesBySuiteAndName: [String: [EvidencePointer]] = [:]
        for (id, lines) in input.logLines { linesBySuiteAndName[id.suite + "/" + id.name, default: []] += lines }
        // Only failures are built from their compact form: the passes of a big run cost nothing here.
        // Each failure is classified on its own, so on every core (in order: the same result).
        let allFailed = merged.tests.indices.filter { merged.tests.status(at: $0) == .failed }
        let failed = Array(allFailed.prefix(limit))
        let tests = merged.tests
        let linesByName = linesBySuiteAndName
        var startsBySuiteAndName: [String: Date] = [:]
        for (id, start) in input.testStarts { startsBySuiteAndName[id.suite + "/" + id.name] = start }
        let startsByName = startsBySuiteAndName
        // A test's own lines, by its identity or by its suite and name.
        let ownLines: @Sendable (TestResult) -> [EvidencePointer] = { test in input.logLines[test.id] ?? linesByName[test.id.suite + "/" + test.id.name] ?? [] }
        let timedLines = TimedLines(input.unifiedLogLines, near: input.testStarts.values.min())
        // The plists the app can have run with: one answer for the whole run (`FailureContext.ranWith`).
        let plistsRanWith = FailureContext.ranWith(input.plists, registrations: input.registrations)
        // Each archived file decoded once, not once per failure that reads its helpers.
        let sourceLines = input.sources.linesByFile
        let lfsPointers = input.sources.lfsPointers
        let testSetup = TestSetup(sources: input.sources, lines: sourceLines, build: merged.build, leftOut: input.manifest?.sources?.unresolved.map(\.path) ?? [])
        // How many failed tests say they crashed: where the log gives no times, a crash report is the run's one crashed test's.
        let crashed = failed.filter { FailureContext.saysItCrashed(tests[$0]) }
        let crashedTests = min(crashed.count, 2)
        // (A test known by its full name alone — Detox's trace — has a time of day: the device's log dates it.)
        let logBegan = timedLines.firstTime
        // When each of the run's lines from the device's log was written, read once for every failure.
        let timeOfRunLine = timedLines.isEmpty ? [:] : timedLines.timesByLine(of: Set(input.runLines))
        let start: @Sendable (TestResult) -> Date? = { test in
            input.testStarts[test.id] ?? startsByName[test.id.suite + "/" + test.id.name]
                ?? input.testStartTimesOfDay[Self.fullNameKey(test.id)].flatMap { seconds in logBegan.map { Self.date(ofTimeOfDay: seconds, near: $0) } }
        }
        // (A crash report after a test's end is the next crashed test's once that one began.)
        let crashedStarts = crashed.compactMap { start(tests[$0]) }.sorted()
        // (And the device's lines after one began are the next failed test's.)
        let failedStarts = failed.compactMap { start(tests[$0]) }.sorted()
        // The processes whose crash a crashed test's own lines show: each such crash is that test's, no other's.
        let launchCrash = SignalCatalog.signal(.launchCrash)
        let crashesShown = Set(crashed.flatMap { index in
            ownLines(tests[index]).compactMap { line in launchCrash.matches(line.excerpt ?? "") ? CrashReportLine.processID(in: line.excerpt ?? "") : nil }
        })
        // (Every test's full name, when some lines are known by one: a decorated name is no other test's.)
        let fullNameKeys = input.linesByTestFullName.isEmpty ? [] : Set(tests.map { Self.fullNameKey($0.id) })
        let restated = Self.restatedMessages(in: input.runLines, of: failed.map { tests[$0] })
        var failures = ConcurrentRanges.flatMap(failed.indices, chunkSize: 256) { index in
            let test = tests[failed[index]]
            var lines = ownLines(test)
            // A log in the test's own artifact folder (Detox's `✗ <describe titles> <name>/device.log`), and
            // the lines Detox's trace of the test held.
            if !input.linesByTestFullName.isEmpty {
                lines += Self.linesByFullName(of: test.id, in: input.linesByTestFullName, otherTests: fullNameKeys)
            }
            // What the device logged of the app while the test ran is the test's, not only the run's;
            // another failed test's message restated (`Testing failed:`) is that test's.
            var runLines = restated.isEmpty ? input.runLines : input.runLines.filter { line in restated[line].map { $0.contains(index) } ?? true }
            let started = start(test)
            let window = TestWindow(test: test, start: started, handedOver: TestWindow.handedOver(after: started, among: crashedStarts),
                                    nextStarted: TestWindow.handedOver(after: started, among: failedStarts))
            if !timedLines.isEmpty, let window {
                let timed = window.lines(of: AppUnderTest(plists: input.plists, module: test.id.module), in: timedLines)
                lines += timed.filter { !lines.contains($0) }
                // (The test's own lines now; and those another failed test's time holds are that test's.)
                let own = Set(timed), heldNone = Self.requestsHeldNone(by: lines)
                runLines.removeAll { line in
                    own.contains(line) || timeOfRunLine[line].map { Self.anotherTestWrote(line, at: $0, window, firstFailedStart: failedStarts.first, heldNone: heldNone) } ?? false
                }
            }
            let code = Self.code(of: test, in: input.sources, lines: sourceLines)
            let helpers = code.map { Self.helpers(of: test, code: $0, in: input.sources, lines: sourceLines[$0.repositoryPath] ?? []) } ?? []
            var context = FailureContext(test: test, logLines: lines, registrations: input.registrations, plists: input.plists, runLines: runLines,
                                         code: code.map(Self.pointers) ?? [], helperCode: helpers, signedEntitlements: input.signedEntitlements,
                                         destination: merged.build.destination, window: window, onlyTestThatCrashed: crashedTests <= 1,
                                         crashesTestsShow: crashesShown, plistsRanWith: plistsRanWith)
            context.archivedPlaces = Set(test.issues.compactMap { $0.location?.file }.filter { input.sources.repositoryPath(for: $0) != nil })
            context.lfsPointers = lfsPointers
            (context.testSetup, context.testFile) = (testSetup, code.flatMap { sourceLines[$0.repositoryPath] } ?? [])
            if !merged.passedOnTheSameBuild.isEmpty {
                context.passedOnTheSameBuild = merged.passedOnTheSameBuild.contains(SuiteAndName(test.id))
                context.passedOnAnotherDestination = merged.passedOnAnotherDestination.contains(SuiteAndName(test.id))
            }
            let classification = classifier.classify(context)
            let consoleLines = classification.verdict == nil ? TriagedFailure.consoleLines(of: test, context.logLines) : []
            return TriagedFailure(test: test, classification: classification, consoleLines: consoleLines,
                                  abstention: Abstention.explain(classification, context), timelines: context.timelines)
        }
        // Each id's text once, not once per comparison; positions sorted (stably, as before), not
        // the failures themselves, which are costly to move.
        let descriptions = failures.map(\.test.id.description)
        let order = failures.indices.sorted { left, right in
            let (a, b) = (failures[left].classification.category, failures[right].classification.category)
            if a != b { return a < b }
            return descriptions[left] < descriptions[right]
        }
        failures = order.map { failures[$0] }
        let flaky = merged.tests.indices.filter { merged.tests.status(at: $0) == .flaky }.prefix(limit).map { merged.tests[$0] }
        let notKept = merged.failuresNotKept
        let overflow = allFailed.count > failed.count || notKept.count > 0
            ? Self.overflow(allFailed.dropFirst(failed.count), of: tests, notKept: notKept) : nil
        return TriageResult(input: input, run: merged, failures: failures, flaky: flaky, overflow: overflow)
    }

    /// The failing test's archived code: its function down to the place of its first issue that has one (a
    /// formatter's copy of the failure, read first, may have none); where none gives a place in an archived
    /// file (a time allowance run out, a crash, a formatter's copy), the whole function named so in its suite's
    /// file — down to the line that asserts with the words the failure printed, where one does.
    static func code(of test: TestResult, in sources: ArchivedSources, lines: [String: [String]]) -> ArchivedSources.Excerpt? {
        if let placed = test.issues.lazy.compactMap(\.location).first.flatMap({ sources.testFunction(file: $0.file, line: $0.line) }) { return placed }
        guard let whole = sources.testFunction(named: test.id.name, suite: test.id.suite, module: test.id.module, in: lines) else { return nil }
        return test.issues.lazy.compactMap { placed(whole, by: $0.message) }.first ?? whole
    }

    /// What is read beside the test's code: the members it uses, the body of a block its failing line opens (a
    /// confirmation's), and the assertions that failed after its failing line.
    static func helpers(of test: TestResult, code: ArchivedSources.Excerpt, in sources: ArchivedSources, lines: [String]) -> [EvidencePointer] {
        let excerpts = (sources.blockOpened(by: code, in: lines).map { [$0] } ?? []) + sources.helpers(usedBy: code, in: lines)
            + (laterFailures(of: test, after: code, in: sources).map { [$0] } ?? [])
        return excerpts.flatMap(pointers)
    }

    /// The test's lines after its failing one down to the last place it failed again in the same function (XCTest goes
    /// on after a failure): what those assertions assert (`XCTAssertEqual(app.begunTaskNames, [...])` under an
    /// `XCTAssertTrue(socket.isOpen)`) is the test's too. Read beside its code, not as it: the code still ends at the
    /// first failing line, which the rules read as the failure's.
    static func laterFailures(of test: TestResult, after code: ArchivedSources.Excerpt, in sources: ArchivedSources) -> ArchivedSources.Excerpt? {
        guard let file = test.issues.lazy.compactMap(\.location).first?.file else { return nil }
        // (The last of them in the same function: a helper elsewhere in the file may have failed too.)
        let later = test.issues.compactMap { $0.location?.file == file ? $0.location?.line : nil }.filter { $0 > code.line }.sorted(by: >)
        guard let through = later.lazy.compactMap({ sources.testFunction(file: file, line: $0) }).first(where: { $0.firstLine == code.firstLine }),
              through.lines.count > code.lines.count
        else { return nil }
        let first = code.firstLine + code.lines.count
        return ArchivedSources.Excerpt(repositoryPath: code.repositoryPath, firstLine: first, line: through.line, lines: Array(through.lines[code.lines.count...]))
    }

    /// The one assertion of a whole function whose string the failure printed (`XCTAssertNotNil(container,
    /// "widget and app must read the same library")` for `XCTAssertNotNil failed - widget and app must read the
    /// same library`): the function cut there, as a placed failure's. A formatter's copy of a failure (xcpretty's
    /// `✗ name, message`) gives no place, but its words name the line. nil when no assertion's string, or more
    /// than one's, is in the message — and for a wait that timed out, whose message repeats its expectation's
    /// description (`expectation(description:)`, made before everything the test then did).
    static func placed(_ whole: ArchivedSources.Excerpt, by message: String) -> ArchivedSources.Excerpt? {
        guard !SignalCatalog.signal(.waitTimedOut).matches(message) else { return nil }
        let saying = whole.lines.indices.dropFirst().filter { index in
            let code = String(ArchivedSources.withoutComment(whole.lines[index]))
            guard assertionCalls.contains(where: code.includes) else { return false }
            return StringLiterals.contents(in: code).contains { literal in
                // (An interpolated string's words up to its first value: `"rows in the library: \(count)"`.)
                let words = literal.range(of: "\\(").map { String(literal[..<$0.lowerBound]) } ?? literal
                return words.count >= 8 && message.includes(words)
            }
        }
        guard saying.count == 1, let index = saying.first else { return nil }
        return whole.cut(at: index)
    }

    /// Calls that assert, in the languages iOS tests are written in (XCTest, Swift Testing, Nimble, Kotlin, C#).
    static let assertionCalls = ["XCTAssert", "XCTFail", "XCTUnwrap", "#expect", "#require", "expect(", "Assert.", "assert"]

    /// At most this many failed tests are classified one by one (and as many flaky ones listed): each
    /// costs a few kilobytes and a few hundred microseconds; the rest are counted by suite. A real
    /// run's failures are far fewer; past it, they share a few causes the first ones show.
    package static let classifiedFailureLimit = 10_000

    /// The failures past the limit, counted by suite (by interned suite id: no test is built), and
    /// those the readers counted without keeping them.
    static func overflow(_ positions: ArraySlice<Int>, of tests: TestResults, notKept: FailuresNotKept = FailuresNotKept()) -> FailureOverflow {
        var counts: [Int32: Int] = [:]
        for position in positions { counts[tests.suiteID(at: position), default: 0] += 1 }
        var sorted = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { (name: tests.interned($0.key), count: $0.value) }
        var otherSuites = 0
        if !notKept.isEmpty {
            var byName = Dictionary(sorted.map { ($0.name, $0.count) }, uniquingKeysWith: +)
            for suite in notKept.bySuite { byName[suite.suite, default: 0] += suite.count }
            sorted = byName.map { (name: $0.key, count: $0.value) }.sorted { $0.count != $1.count ? $0.count > $1.count : $0.name < $1.name }
            otherSuites = notKept.otherSuites
        }
        let shown = sorted.prefix(FailureOverflow.suiteLimit).map { FailureOverflow.Suite(name: $0.name, count: $0.count) }
        otherSuites += sorted.dropFirst(FailureOverflow.suiteLimit).reduce(0) { $0 + $1.count }
        var overflow = FailureOverflow(count: positions.count + notKept.count, bySuite: shown, otherSuites: otherSuites)
        overflow.notKept = notKept.count
        return overflow
    }
}

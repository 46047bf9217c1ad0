@testable import EvidenceArchive
@testable import EvidenceRun
@testable import EvidenceCore
import EvidenceTestSupport
@testable import EvidenceTriage
import Foundation
import Testing

@Suite struct FailureGroupTests {
    static func failure(_ suite: String, _ name: String, _ message: String?, category: TriageCategory, rule: String? = nil,
                        reason: String = "A reason.", nextStep: String = "A next step.", confidence: Double = 0.85, owner: String? = nil,
                        task: String? = nil) -> TriagedFailure {
        let id = TestIdentifier(module: "AppTests", suite: suite, name: name)
        let pointer = EvidencePointer(path: "logs/test.log", line: 7, excerpt: message.map { "\(suite).swift:42: error: -[AppTests.\(suite) \(name)] : \($0)" })
        let issues = message.map { [TestIssue(message: $0, location: SourceLocation(file: "\(suite).swift", line: 42), evidence: pointer)] } ?? []
        let verdict = rule.map { RuleVerdict(rule: $0, category: category, confidence: confidence, stage: .execution, reason: reason, evidence: [], nextStep: nextStep, owner: owner, task: task) }
        return TriagedFailure(
            test: TestResult(id: id, status: .failed, issues: issues, evidence: [pointer]),
            classification: Classification(category: category, confidence: confidence, verdict: verdict, verdicts: verdict.map { [$0] } ?? []))
    }

    static func result(_ failures: [TriagedFailure]) -> TriageResult {
        TriageResult(input: TriageInput(reports: [], archiveName: "run.tgz"), run: MergedRun(tests: failures.map(\.test), build: BuildOutcome(succeeded: true), unattributedIssues: []), failures: failures, flaky: [])
    }

    // MARK: - Normalising

    @Test(arguments: [
        ("XCTAssertEqual failed: (\"14\") is not equal to (\"7\")", "XCTAssertEqual failed: (\"…\") is not equal to (\"…\")"),
        ("Exceeded timeout of 900 seconds, with unfulfilled expectations: \"system launches com.example.app.refresh\".",
         "Exceeded timeout of N seconds, with unfulfilled expectations: \"…\"."),
        ("took 12.5 s, expected 3", "took N s, expected N"),
        ("object <SyncJob: 0x600003a2c000> deallocated", "object ‹SyncJob: X› deallocated".replacingOccurrences(of: "‹", with: "<").replacingOccurrences(of: "›", with: ">")),
        ("request 3F2504E0-4F89-11D3-9A0C-0305E82C3301 lost", "request X lost"),
        ("digest deadbeef0123 differs", "digest X differs"),
        ("crashed at /Users/runner/work/app/Sources/SyncJob.swift:88", "crashed at SyncJob.swift:N"),
        ("read Sources/App/Cache.swift:9 and ./build/out.log", "read Cache.swift:N and out.log"),
        ("  spread \n over\tlines  ", "spread over lines"),
        ("“curly quotes” stay one token", "“…” stay one token"),
        ("testCase12 and v2 and utf8 keep their digits", "testCase12 and v2 and utf8 keep their digits"),
        ("an unmatched \"quote is kept", "an unmatched \"quote is kept"),
        ("2026-11-20 09:14:01.130 App[4242:61234] ready", "N-N-N N:N:N App[N:N] ready"),
    ])
    func aMessageLosesItsParticulars(_ message: String, _ expected: String) {
        #expect(FailureCause.normalise(message) == expected)
    }

    @Test func aVeryLongMessageIsCappedAsAKey() {
        let message = String(repeating: "word ", count: 10_000)
        #expect(FailureCause.normalise(message).count <= FailureCause.messageLimit)
        #expect(FailureCause.normalise(message + "1") == FailureCause.normalise(message + "2"))
    }

    /// A cause is keyed by the task its verdict is about (a field the rule sets), never by words read
    /// back out of its sentence; a verdict about no task is keyed by the message.
    @Test func aCauseIsKeyedByItsVerdictsTaskElseByTheMessage() {
        var verdict = RuleVerdict(rule: "registration_failed", category: .configurationRegression, confidence: 0.9, stage: .registration,
                                  reason: "Registration of `com.example.app.other` failed.", evidence: [], nextStep: "Fix the registration.",
                                  task: "com.example.app.sync")
        let test = TestResult(id: TestIdentifier(module: nil, suite: "SyncTests", name: "testSync"), status: .failed,
                              issues: [TestIssue(message: "XCTAssertTrue failed - sync did not run")])
        func cause() -> FailureCause {
            FailureCause(TriagedFailure(test: test, classification: Classification(category: verdict.category, confidence: 0.9, verdict: verdict, verdicts: [verdict])))
        }
        #expect(cause().identifier == "com.example.app.sync")
        #expect(cause().message == nil)
        verdict.task = nil
        #expect(cause().identifier == nil)
        #expect(cause().message == FailureCause.normalise("XCTAssertTrue failed - sync did not run"))
    }

    // MARK: - Grouping

    @Test func failuresThatNameTheSameIdentifierShareOneGroupWhateverTheirMessages() {
        let reason = "The test exercises `com.example.app.cleanup`, which is not permitted."
        let failures = [
            Self.failure("RegistrationTests", "testB", "threw error Code=3", category: .configurationRegression, rule: "identifier_not_permitted", reason: reason,
                         task: "com.example.app.cleanup"),
            Self.failure("RegistrationTests", "testA", "something else entirely", category: .configurationRegression, rule: "identifier_not_permitted", reason: reason,
                         task: "com.example.app.cleanup"),
            Self.failure("RegistrationTests", "testC", "threw error Code=3", category: .configurationRegression, rule: "identifier_not_permitted",
                         reason: "The test exercises `com.example.app.refresh`, which is not permitted.", task: "com.example.app.refresh"),
        ]
        let grouping = FailureGrouping(failures)
        #expect(grouping.groups.map(\.count) == [2, 1])
        #expect(grouping.groups[0].cause == FailureCause(category: .configurationRegression, rule: "identifier_not_permitted", identifier: "com.example.app.cleanup", message: nil))
        #expect(grouping.groups[0].tests.map(\.description) == ["AppTests.RegistrationTests/testA", "AppTests.RegistrationTests/testB"])
        #expect(grouping.groups[1].cause.identifier == "com.example.app.refresh")
        #expect(grouping.groupOfFailure == [0, 0, 1])
        #expect(grouping.groups.map(\.id) == ["g1", "g2"])
    }

    @Test func theSameNormalisedMessageGroupsOnlyUnderTheSameRuleAndCategory() {
        let failures = [
            Self.failure("JobTests", "testA", "XCTAssertEqual failed: (\"14\") is not equal to (\"7\")", category: .businessLogicError, rule: "assertion_in_job_test"),
            Self.failure("JobTests", "testB", "XCTAssertEqual failed: (\"3\") is not equal to (\"1\")", category: .businessLogicError, rule: "assertion_in_job_test"),
            Self.failure("JobTests", "testC", "XCTAssertEqual failed: (\"3\") is not equal to (\"1\")", category: .businessLogicError, rule: "error_thrown_by_job"),
            Self.failure("JobTests", "testD", "XCTAssertEqual failed: (\"3\") is not equal to (\"1\")", category: .unclassified),
            Self.failure("JobTests", "testE", "XCTAssertTrue failed", category: .businessLogicError, rule: "assertion_in_job_test"),
        ]
        let groups = FailureGrouping(failures).groups
        #expect(groups.map(\.count) == [2, 1, 1, 1])
        #expect(groups[0].cause.message == "XCTAssertEqual failed: (\"…\") is not equal to (\"…\")")
        #expect(groups[0].cause.rule == "assertion_in_job_test")
        // Ties: category order, then the cause, then the rule.
        #expect(groups.dropFirst().map { "\($0.category.rawValue) \($0.cause.rule ?? "-") \($0.cause.text)" } == [
            "business-logic-error error_thrown_by_job XCTAssertEqual failed: (\"…\") is not equal to (\"…\")",
            "business-logic-error assertion_in_job_test XCTAssertTrue failed",
            "unclassified - XCTAssertEqual failed: (\"…\") is not equal to (\"…\")",
        ])
    }

    @Test func failuresWithNoMessageAndNoRuleGroupByCategoryAlone() {
        let failures = [
            Self.failure("UITests", "testA", nil, category: .unclassified),
            Self.failure("UITests", "testB", nil, category: .unclassified),
            Self.failure("UITests", "testC", "", category: .unclassified),
            Self.failure("UITests", "testD", nil, category: .schedulingExpectationMismatch, rule: "task_did_not_run"),
        ]
        let groups = FailureGrouping(failures).groups
        #expect(groups.map(\.count) == [3, 1])
        #expect(groups[0].cause == FailureCause(category: .unclassified, rule: nil, identifier: nil, message: nil))
        #expect(groups[0].cause.text == "no failure message")
        #expect(groups[1].cause.rule == "task_did_not_run")
    }

    @Test func aGroupsConfidenceIsARangeAndItsOwnerTheRulesWhenItNamesOne() {
        let failures = [
            Self.failure("ViewTests", "testA", "layout is wrong", category: .businessLogicError, rule: "assertion_outside_job", confidence: 0.7, owner: "the team that owns the code under test"),
            Self.failure("ViewTests", "testB", "layout is wrong", category: .businessLogicError, rule: "assertion_outside_job", confidence: 0.8, owner: "the team that owns the code under test"),
        ]
        let group = FailureGrouping(failures).groups[0]
        #expect(group.confidence == (0.7, 0.8))
        #expect(group.owner == "the team that owns the code under test")
        #expect(FailureGrouping([Self.failure("JobTests", "testA", "x", category: .businessLogicError, rule: "r")]).groups[0].owner == TriageCategory.businessLogicError.owner)
    }

    // MARK: - Rendering

    @Test func aGroupBlockListsItsTestsNamesTheRestAndShowsEvidenceOfTwo() throws {
        let failures = (0..<25).map { Self.failure("JobTests", "test\($0)", "XCTAssertEqual failed: (\"\($0)\") is not equal to (\"0\")", category: .businessLogicError, rule: "assertion_in_job_test", confidence: $0 == 3 ? 0.7 : 0.85) }
        let result = Self.result(failures)
        let report = try TriageRenderer().report(result)
        #expect(report.contains("### 1. Business-logic error — 25 tests"))
        #expect(report.contains("Confidence 70–85% · rule `assertion_in_job_test`"))
        #expect(report.components(separatedBy: "\n  - `AppTests.JobTests/test").count - 1 == 20)
        #expect(report.contains("  - and 5 more — see `evidence triage run.tgz --format json`"))
        #expect(report.components(separatedBy: "<details>").count - 1 == 2)
        // The first two, sorted by name: test0, test1. Each example's own message is quoted once,
        // with the log line it was read from, which is not listed again.
        #expect(report.contains("> XCTAssertEqual failed: (\"0\") is not equal to (\"0\") (`logs/test.log:7`)"))
        #expect(report.contains("> XCTAssertEqual failed: (\"1\") is not equal to (\"0\") (`logs/test.log:7`)"))
        #expect(!report.contains("— the failure message"))
        // On the Start-here list, the cause's next step is not repeated in its block.
        #expect(report.components(separatedBy: "A next step.").count - 1 == 1)
        #expect(report.contains("1. **25 tests** · Business-logic error · `XCTAssertEqual failed: (\"…\") is not equal to (\"…\")` — A next step."))
    }

    /// Grouped by the normalised key, but shown by the message itself when the group has one: its
    /// quoted expectation is what says which wait failed.
    @Test func aOneFailureGroupShowsItsRealQuotedExpectation() throws {
        let message = "Asynchronous wait failed: Exceeded timeout of 5 seconds, with unfulfilled expectations: \"refresh ran\"."
        let result = Self.result([Self.failure("RefreshTests", "testRefresh", message, category: .schedulingExpectationMismatch, rule: "waiting_for_system_launch")])
        let group = try #require(FailureGrouping(result.failures).groups.first)
        #expect(group.cause.message == "Asynchronous wait failed: Exceeded timeout of N seconds, with unfulfilled expectations: \"…\".")
        #expect(group.sharedMessage == message)
        let report = try TriageRenderer().report(result)
        #expect(report.contains("1. **1 test** · Scheduling-expectation mismatch · `\(message)` — A next step."))
        // The Start-here line shows the cause whole: the block does not repeat it.
        #expect(!report.contains("**Cause:**"))
        #expect(!report.contains("\"…\""))
        // The Start-here line says the whole message: neither the block nor its evidence says it again.
        #expect(report.components(separatedBy: "refresh ran").count - 1 == 1)
        #expect(!report.contains("> Asynchronous wait failed"))
    }

    /// The "Start here" line keeps the expectation that follows XCTest's timeout sentence.
    @Test func theStartHereLineKeepsAQuotedExpectationAfterTheTimeoutSentence() throws {
        let message = "Asynchronous wait failed: Exceeded timeout of 30 seconds, with unfulfilled expectations: \"onEvent received com.transistorsoft.updateDevice\"."
        let result = Self.result([Self.failure("FetchTests", "testCustomTask", message, category: .unclassified)])
        let report = try TriageRenderer().report(result)
        #expect(report.contains("1. **1 test** · Unclassified · `\(message)` — "))
    }

    @Test func aGroupWhoseMessagesDifferStillShowsTheNormalisedKey() throws {
        let failures = ["refresh ran", "cleanup ran"].enumerated().map { index, expectation in
            Self.failure("RefreshTests", "test\(index)", "Asynchronous wait failed: Exceeded timeout of 5 seconds, with unfulfilled expectations: \"\(expectation)\".",
                         category: .schedulingExpectationMismatch, rule: "waiting_for_system_launch")
        }
        let result = Self.result(failures)
        let groups = FailureGrouping(result.failures).groups
        #expect(groups.count == 1)
        #expect(groups[0].sharedMessage == nil)
        let report = try TriageRenderer().report(result)
        let key = "`Asynchronous wait failed: Exceeded timeout of N seconds, with unfulfilled expectations: \"…\".`"
        #expect(report.contains("1. **2 tests** · Scheduling-expectation mismatch · \(key) — A next step."))
        #expect(!report.contains("**Cause:**"))
        // Each example quotes its own message, which the key does not say.
        #expect(report.contains("> Asynchronous wait failed: Exceeded timeout of 5 seconds, with unfulfilled expectations: \"refresh ran\"."))
        #expect(report.contains("> Asynchronous wait failed: Exceeded timeout of 5 seconds, with unfulfilled expectations: \"cleanup ran\"."))
        // The same messages in two failures: the message is shown.
        let same = Self.result((0..<2).map { Self.failure("RefreshTests", "test\($0)", "XCTAssertEqual failed: (\"14\") is not equal to (\"7\")", category: .businessLogicError, rule: "assertion_in_job_test") })
        #expect(try TriageRenderer().report(same).contains("· `XCTAssertEqual failed: (\"14\") is not equal to (\"7\")` — "))
    }

    @Test func aMessageThatTheRulesSentenceQuotesIsShownOnce() throws {
        let message = "Error Domain=NSCocoaErrorDomain Code=4 \"The file “cursor.json” couldn’t be removed.\""
        let failure = Self.failure("JobTests", "testCleanup", message, category: .businessLogicError, rule: "error_thrown_by_job",
                                   reason: "The job's code threw or crashed: \(message.prefix(120)).")
        let result = Self.result([failure])
        let report = try TriageRenderer().report(result)
        // Once: the "Start here" line names the cause, its block does not repeat it.
        #expect(report.components(separatedBy: "couldn’t be removed").count - 1 == 1)
        #expect(report.contains("- **Why:** The job's code threw or crashed: see the failure message."))
    }

    @Test(arguments: [
        ("short enough", 20, "short enough"),
        ("the quick brown fox jumps over the lazy dog", 20, "the quick brown fox…"),
        ("Add `com.example.app.cleanup` to `BGTaskSchedulerPermittedIdentifiers` now", 40, "Add `com.example.app.cleanup` to…"),
        ("{\"a\":\"b\",\"cc\":\"dd\",\"eee\":\"fff\"}", 20, "{\"a\":\"b\",\"cc\":\"dd\",…"),
    ])
    func textIsCutAtAWordBoundaryAndNeverLeavesACodeSpanOpen(_ text: String, _ limit: Int, _ expected: String) {
        let cut = TriageRenderer.cut(text, limit: limit)
        #expect(cut == expected)
        #expect(cut.count <= limit)
        #expect(cut.filter { $0 == "`" }.count % 2 == 0)
    }

    // MARK: - A big run

    /// 20,000 failed tests: 12 causes that many tests share, and some tests with a message of their own.
    static func bigRun() -> TriageResult {
        var failures: [TriagedFailure] = []
        let rules = ["assertion_in_job_test", "error_thrown_by_job", "waiting_for_system_launch", "identifier_not_permitted"]
        for index in 0..<20_000 {
            let suite = "Generated\(index % 37)Tests"
            let name = "testCase\(index)WithAFairlyDescriptiveNameAboutTheBackgroundJob"
            if index % 50 == 0 {
                failures.append(failure(suite, name, "unique failure \(index): \(String(repeating: "a", count: index % 17)) ended with state \(["idle", "running", "done"][index % 3])\(index)", category: .unclassified))
                continue
            }
            let cause = index % 12
            let rule = rules[cause % rules.count]
            let category: TriageCategory = rule == "identifier_not_permitted" ? .configurationRegression : rule == "waiting_for_system_launch" ? .schedulingExpectationMismatch : .businessLogicError
            let reason = rule == "identifier_not_permitted" ? "The test exercises `com.example.app.task\(cause)`, which is not permitted." : "Reason \(cause)."
            failures.append(failure(suite, name, "XCTAssertEqual failed: (\"\(index)\") is not equal to (\"\(cause)\") - cause \(["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"][cause]) at 0x\(String(index, radix: 16))",
                                    category: category, rule: rule, reason: reason, nextStep: "Fix cause \(cause).", confidence: 0.8 + Double(index % 3) / 20))
        }
        return Self.result(failures)
    }

    /// Built once for the tests below.
    static let big = bigRun()
    /// Grouped once for the comment tests, which check the comment against the groups (the report
    /// test groups for itself, inside the time it measures).
    static let bigGroups = FailureGrouping(big.failures).groups

    @Test func twentyThousandFailuresGiveAShortReportQuickly() throws {
        let result = Self.big
        let clock = ContinuousClock()
        let start = clock.now
        let grouping = FailureGrouping(result.failures)
        let report = try TriageRenderer().report(result)
        let elapsed = clock.now - start
        // 12 shared causes and 400 unique messages.
        #expect(grouping.groups.count == 12 + 400)
        #expect(grouping.groups.prefix(12).allSatisfy { $0.count > 1 })
        #expect(grouping.groups.reduce(0) { $0 + $1.count } == 20_000)
        #expect(report.utf8.count < 200_000, "\(report.utf8.count) bytes")
        #expect(report.contains("## Start here"))
        #expect(report.contains("## More causes"))
        #expect(report.contains("And 342 more causes (342 tests) — see `evidence triage run.tgz --format json`."))
        // Linear work: about a second in a debug build on one core; a quadratic pass over 20,000
        // failures would take minutes.
        #expect(elapsed < .seconds(30), "\(elapsed)")
        let html = try CMark.render(report)
        #expect(html.components(separatedBy: "<details>").count == html.components(separatedBy: "</details>").count)
    }

    @Test(arguments: [65536, 10000])
    func twentyThousandFailuresGiveACommentWithinItsLimit(_ limit: Int) throws {
        let result = Self.big
        let comment = try TriageRenderer().comment(result, maxCharacters: limit)
        #expect(comment.utf16.count <= limit)
        #expect(comment.hasPrefix("<!-- evidence:comment -->\n"))
        #expect(comment.components(separatedBy: "<details>").count == comment.components(separatedBy: "</details>").count)
        let groups = Self.bigGroups
        let shown = comment.components(separatedBy: "\n### ").count - 1
        #expect(shown > 0 && shown < groups.count)
        let shownTests = groups.prefix(shown).reduce(0) { $0 + $1.count }
        #expect(comment.contains("**\(20_000 - shownTests) more failed tests in \(groups.count - shown) causes did not fit in this comment.**"))
    }

    @Test func theDocumentKeepsEveryFailureAndNamesItsGroup() throws {
        let result = Self.big
        let document = TriageDocument(result)
        #expect(document.failures.count == 20_000)
        #expect(document.groups.reduce(0) { $0 + $1.count } == 20_000)
        let groupOfTest = Dictionary(uniqueKeysWithValues: document.groups.flatMap { group in group.tests.map { ($0, group.id) } })
        #expect(document.failures.allSatisfy { groupOfTest[$0.test] == $0.group })
        #expect(document.groups.first.map { ($0.id, $0.count > 1) } ?? ("", false) == ("g1", true))
        let json = try JSONSerialization.jsonObject(with: try document.encoded()) as! [String: Any]
        let firstGroup = (json["groups"] as! [[String: Any]])[0]
        #expect(Set(firstGroup.keys) == ["id", "category", "rule", "cause", "count", "tests"])
        let unique = (json["groups"] as! [[String: Any]]).first { $0["category"] as? String == "unclassified" }!
        #expect(unique["rule"] is NSNull)
        let failure = (json["failures"] as! [[String: Any]])[0]
        #expect(failure["owner"] is NSNull)
        #expect(failure["group"] is String)
    }
}

import EvidenceKit
import Foundation
import Testing
@testable import EvidenceTriage

/// What the device's log wrote while another failed test ran is that test's (`Triage.writtenWhileAnotherRan`)
/// — but for the OS's earlier decision on a request this test's own lines say the OS no longer holds: a
/// simulated launch's `No task request with identifier X has been scheduled` after dasd dropped X's request
/// for want of its background mode, in the test before. That refusal is why.
@Suite struct AnotherTestsTimeTests {
    static let waited = TestIdentifier(module: "AppUITests", suite: "DigestRefreshTests", name: "testDigestRefreshRunsAfterBackgrounding")
    static let simulated = TestIdentifier(module: "AppUITests", suite: "DigestRefreshTests", name: "testSimulatedDigestLaunchWritesDigest")
    static let rejected = EvidencePointer(path: "oslog/unified-log.ndjson", line: 3,
                                          excerpt: "2026-12-01 22:13:10.118201+0000 dasd[118]: Rejecting bgRefresh-com.example.app.digest:5C0E19: No relevant background execution modes found")
    static let heldNone = EvidencePointer(path: "oslog/unified-log.ndjson", line: 9,
                                          excerpt: "2026-12-01 22:18:41.422985+0000 App[4530]: [Framework] No task request with identifier com.example.app.digest has been scheduled")
    static let simulating = EvidencePointer(path: "oslog/unified-log.ndjson", line: 8,
                                            excerpt: "2026-12-01 22:18:41.409112+0000 App[4530]: [Framework] Simulating launch for task with identifier com.example.app.digest")

    static func wallClock(_ text: String) -> Date { LogTimestamp.wallClock(of: text, near: nil)! }

    static func triage(deviceLines: [EvidencePointer]) -> TriageResult {
        let failure = { (id: TestIdentifier, message: String) in
            TestResult(id: id, status: .failed, duration: 40, issues: [TestIssue(message: message, evidence: EvidencePointer(path: "logs/test.log", line: 1))])
        }
        var input = TriageInput(reports: [TestRunReport(source: "logs/test.log", tests: [
            failure(waited, "Asynchronous wait failed: Exceeded timeout of 300 seconds, with unfulfilled expectations: \"digest refreshed\"."),
            failure(simulated, "XCTAssertTrue failed - digest screen did not show after simulated launch"),
        ])], registrations: [
            .record("com.example.app.digest", .appRefresh, .registration, .succeeded),
            .record("com.example.app.digest", .appRefresh, .submission, .succeeded, test: "DigestRefreshTests/testDigestRefreshRunsAfterBackgrounding"),
        ])
        input.runLines = [rejected]
        input.unifiedLogLines = [rejected] + deviceLines
        input.testStarts = [waited: wallClock("2026-12-01 22:13:00.000"), simulated: wallClock("2026-12-01 22:18:40.000")]
        return Triage.run(input)
    }

    @Test func anEarlierRefusalOfARequestTheOSNoLongerHoldsExplainsTheTest() throws {
        let result = Self.triage(deviceLines: [Self.simulating, Self.heldNone])
        let verdict = try #require(result.failures.first { $0.test.id == Self.simulated }?.classification.verdict)
        #expect(verdict.category == .configurationRegression)
        #expect(verdict.evidence.contains(Self.rejected))
    }

    /// Only the OS's refusal of that very task: another line of the earlier test's time naming it (its
    /// submission), or a refusal of a task whose name merely begins the same, stays the earlier test's.
    @Test func onlyARefusalOfTheTaskHeldNoneIsKept() throws {
        let test = TestResult(id: Self.simulated, status: .failed, duration: 40)
        let window = try #require(TestWindow(test: test, start: Self.wallClock("2026-12-01 22:18:40.000")))
        let first = Self.wallClock("2026-12-01 22:13:00.000"), written = Self.wallClock("2026-12-01 22:13:10.118")
        let line = { (text: String) in EvidencePointer(path: "oslog/unified-log.ndjson", line: 4, excerpt: text) }
        let held: Set<String> = ["com.example.app.digest"]
        #expect(!Triage.anotherTestWrote(Self.rejected, at: written, window, firstFailedStart: first, heldNone: held))
        #expect(Triage.anotherTestWrote(line("2026-12-01 22:13:10.118201+0000 dasd[118]: Submitted: bgRefresh-com.example.app.digest:5C0E19"),
                                        at: written, window, firstFailedStart: first, heldNone: held))
        #expect(Triage.anotherTestWrote(line("2026-12-01 22:13:10.118201+0000 dasd[118]: Rejecting bgRefresh-com.example.app.digest-weekly:5C0E19: No relevant background execution modes found"),
                                        at: written, window, firstFailedStart: first, heldNone: held))
        #expect(Triage.anotherTestWrote(Self.rejected, at: written, window, firstFailedStart: first, heldNone: []))
        // The app's own words for the refusal name the task with no system marker before it.
        #expect(!Triage.anotherTestWrote(line("2026-12-01 22:13:10.118201+0000 App[4412]: Could not schedule com.example.app.digest: Error Domain=BGTaskSchedulerErrorDomain Code=3 \"(null)\""),
                                         at: written, window, firstFailedStart: first, heldNone: held))
    }

    /// What a message says it found instead: a word of something, not of nothing.
    @Test(arguments: [("XCTAssertTrue failed - banner should show the preview, got: New message", true),
                      ("XCTAssertTrue failed - expected a launch, got 0 launches", false),
                      ("XCTAssertTrue failed - got: Optional(nil)", false),
                      ("XCTAssertTrue failed - got: <nil>", false),
                      ("XCTAssertTrue failed - widget still blank", false)])
    func aMessageSaysWhatItGot(message: String, got: Bool) {
        #expect(Expectation.reportsWhatItGot(message) == got)
    }

    /// Without the test's own word that the OS holds no request, the refusal stays the other test's.
    @Test func withoutItTheRefusalIsTheOtherTests() {
        let result = Self.triage(deviceLines: [Self.simulating])
        let verdict = result.failures.first { $0.test.id == Self.simulated }?.classification.verdict
        #expect(verdict?.category != .configurationRegression)
        #expect(verdict?.evidence.contains(Self.rejected) != true)
    }
}

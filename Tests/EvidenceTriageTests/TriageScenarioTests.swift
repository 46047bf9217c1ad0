@testable import EvidenceTriage
import Testing

/// Realistic background-task failures, each with the label an engineer who read all its evidence
/// would give. They guard the classifier as a whole, beyond each rule's own examples.
struct TriageScenario: CustomTestStringConvertible, Sendable {
    var name: String
    var example: RuleExample
    var expected: TriageCategory
    var testDescription: String { name }

    static let all: [TriageScenario] = [
        .init(name: "identifier missing from the Release plist, assertion says nothing of it",
              example: .failure("AppTests.SyncRefreshTests/testSyncRefreshCompletes", messages: ["XCTAssertTrue failed - completed is false"],
                                records: [.record("com.acme.app.sync-refresh", .appRefresh, .registration, .failed, error: "BGTaskScheduler.Error.notPermitted")],
                                plist: .built(permitted: ["com.acme.app.cleanup"], modes: ["fetch", "processing"])),
              expected: .configurationRegression),
        .init(name: "processing task without the processing mode",
              example: .failure("AppTests.DatabaseMaintenanceTests/testMaintenanceSubmits", messages: ["XCTAssertNoThrow failed: threw error \"Error Domain=BGTaskSchedulerErrorDomain Code=3 \"(null)\"\""],
                                records: [.record("com.acme.app.maintenance", .processing, .submission, .failed, error: "BGTaskSchedulerErrorDomain:3")],
                                plist: .built(permitted: ["com.acme.app.maintenance"], modes: ["fetch"])),
              expected: .configurationRegression),
        .init(name: "handler registered too late (crash in the log)",
              example: .failure("AppTests.LaunchTests/testAppLaunches", messages: ["Test crashed with signal abrt before starting test execution."],
                                log: ["*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'All launch handlers must be registered before application finishes launching'"]),
              expected: .configurationRegression),
        .init(name: "Swift Testing: idempotency broken",
              example: .failure("AppTests.FeedRefreshJobTests/runningTwiceDoesNotDuplicate", messages: ["Expectation failed: (store.items.count → 14) == 7"]),
              expected: .businessLogicError),
        .init(name: "cursor committed before the items",
              example: .failure("AppTests.SyncJobTests/testCursorNotAdvancedOnFailure", messages: ["XCTAssertEqual failed: (\"42\") is not equal to (\"41\") - cursor advanced although the write failed"],
                                records: [.record("com.acme.app.sync", .appRefresh, .registration, .succeeded)],
                                plist: .built(permitted: ["com.acme.app.sync"], modes: ["fetch"])),
              expected: .businessLogicError),
        .init(name: "temporary files left after expiration",
              example: .failure("AppTests.CleanupJobTests/testExpirationRemovesTemporaryFiles", messages: ["XCTAssertTrue failed - 3 temp files left after expirationHandler"]),
              expected: .businessLogicError),
        .init(name: "job throws a decoding error",
              example: .failure("AppTests.SyncJobTests/testAppliesServerChanges", messages: ["XCTAssertNoThrow failed: threw error \"keyNotFound(CodingKeys(stringValue: \"cursor\"))\""]),
              expected: .businessLogicError),
        .init(name: "waiting 15 minutes for the system",
              example: .failure("AppTests.RefreshSchedulingTests/testRefreshRunsWithin15Minutes", messages: ["Asynchronous wait failed: Exceeded timeout of 900 seconds, with unfulfilled expectations: \"refresh handler called\"."]),
              expected: .schedulingExpectationMismatch),
        .init(name: "Simulator: scheduler unavailable",
              example: .failure("AppTests.RefreshSchedulerTests/testSubmitsRequest", messages: ["XCTAssertNoThrow failed: threw error \"Error Domain=BGTaskSchedulerErrorDomain Code=1 \"(null)\"\""],
                                records: [.record("com.acme.app.refresh", .appRefresh, .submission, .failed, error: "BGTaskSchedulerErrorDomain:1")],
                                plist: .built(permitted: ["com.acme.app.refresh"], modes: ["fetch"])),
              expected: .schedulingExpectationMismatch),
        .init(name: "fixed sleep then assert",
              example: .failure("AppTests.RefreshTests/testRefreshHappensEventually", messages: ["XCTAssertTrue failed - refresh task did not run after sleep(60)"]),
              expected: .schedulingExpectationMismatch),
        // The OS holds no request, and nothing shows why: the message alone is no label (design.md).
        .init(name: "simulated launch without a scheduled request, nothing else known",
              example: .failure("AppTests.RefreshTests/testSimulatedLaunchRunsJob", messages: ["XCTAssertTrue failed"],
                                log: ["Simulating launch for task with identifier com.acme.app.refresh", "No task request with identifier com.acme.app.refresh has been scheduled"]),
              expected: .unclassified),
        .init(name: "simulated launch of a task permitted and registered but never submitted",
              example: .failure("AppTests.RefreshTests/testSimulatedLaunchRunsJob", messages: ["XCTAssertTrue failed"],
                                log: ["Simulating launch for task with identifier com.acme.app.refresh", "No task request with identifier com.acme.app.refresh has been scheduled"],
                                records: [.record("com.acme.app.refresh", .appRefresh, .registration, .succeeded)],
                                plist: .built(permitted: ["com.acme.app.refresh"], modes: ["fetch"])),
              expected: .schedulingExpectationMismatch),
        .init(name: "simulated launch of a task the plist does not permit",
              example: .failure("AppTests.RefreshTests/testSimulatedLaunchRunsJob", messages: ["XCTAssertTrue failed"],
                                log: ["Simulating launch for task with identifier com.acme.app.refresh", "No task request with identifier com.acme.app.refresh has been scheduled"],
                                plist: .built(permitted: ["com.acme.app.cleanup"], modes: ["fetch", "processing"])),
              expected: .configurationRegression),
        // The same plist, while the app's record says registering the task succeeded — which the OS allows only for
        // a permitted identifier: the plist is not the one the app ran with, and says nothing of it.
        .init(name: "a plist the app's registration contradicts",
              example: .failure("AppTests.RefreshTests/testSimulatedLaunchRunsJob", messages: ["XCTAssertTrue failed"],
                                log: ["Simulating launch for task with identifier com.acme.app.refresh", "No task request with identifier com.acme.app.refresh has been scheduled"],
                                records: [.record("com.acme.app.refresh", .appRefresh, .registration, .succeeded)],
                                plist: .built(permitted: ["com.acme.app.cleanup"], modes: ["fetch", "processing"])),
              expected: .unclassified),
        .init(name: "start time asserted against earliestBeginDate",
              example: .failure("AppTests.RefreshTests/testStartsAtEarliestBeginDate", messages: ["XCTAssertLessThan failed: (\"1830.0\") is not less than (\"60.0\") - task started long after earliestBeginDate"]),
              expected: .schedulingExpectationMismatch),
        .init(name: "a crash with nothing to go on",
              example: .failure("AppTests.MiscTests/testSomething", messages: ["Test crashed with signal kill."]),
              expected: .unclassified),
        .init(name: "a timeout on the job's own network fake",
              example: .failure("AppTests.SyncJobTests/testSyncCompletes", messages: ["Asynchronous wait failed: Exceeded timeout of 5 seconds, with unfulfilled expectations: \"server responded\"."]),
              expected: .unclassified),
    ]
}

@Suite struct TriageScenarioTests {
    @Test(arguments: TriageScenario.all)
    func scenario(_ scenario: TriageScenario) {
        let result = Classifier().classify(scenario.example.context)
        #expect(result.category == scenario.expected, "\(result.verdicts.map { "\($0.rule) \($0.category.rawValue) \($0.confidence)" })")
    }
}

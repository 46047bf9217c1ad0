/// The test never ran as written: the simulator did not boot, the runner could not be installed or
/// launched, the test host lost its connection. Not the app's fault, so no owner of the app's code
/// should be sent to it; the label stays `unclassified`, with the reason and what to do.
struct TestInfrastructureRule: ClassificationRule {
    let identifier = "test_infrastructure"
    let category = TriageCategory.unclassified
    let summary = "The simulator, the destination or the test runner failed (boot, install, launch, lost connection): test infrastructure, not the app."

    var triggeringExamples: [RuleExample] {
        [
            .failure("AppTests/testRefresh", messages: ["AppTests-Runner (12345) encountered an error (Early unexpected exit, operation never finished bootstrapping - no restart will be attempted. (Underlying Error: Test crashed with signal abrt before starting test execution.))"]),
            .failure("AppUITests/testLaunch", messages: ["Failed to install or launch the test runner. (Underlying Error: The request to open \"com.example.AppUITests.xctrunner\" failed.)"]),
            .failure("AppTests/testSync", messages: ["Unable to boot the Simulator."]),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            .failure("AppTests/testSync", messages: ["XCTAssertEqual failed: (\"3\") is not equal to (\"4\")"]),
            .failure("AppTests/testLaunchHandler", messages: ["Test crashed with signal abrt."]),
        ]
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        guard let hit = context.test.issues.lazy.compactMap({ issue in TestInfrastructure.phrases.first { issue.message.includes($0) }.map { (issue, $0) } }).first
        else { return nil }
        return RuleVerdict(
            rule: identifier, category: category, confidence: 0.9, stage: nil,
            reason: "Test infrastructure, not the app: “\(hit.1)”.",
            evidence: hit.0.evidence.map { [$0] } ?? [],
            nextStep: "Retry on a fresh simulator (`xcrun simctl erase all`, or another runtime); if it repeats, check the CI image's Xcode and simulator runtimes before the app.",
            owner: "whoever maintains the CI machines and their simulators")
    }
}

/// What the simulator, the destination and the test runner say when they, not the app, failed.
enum TestInfrastructure {
    static func isProblem(_ text: String) -> Bool { phrases.contains { text.includes($0) } }

    static let phrases = [
        "Unable to boot", "Failed to boot", "failed to boot", "Unable to find a destination matching", "Unable to find a device matching",
        "Failed to install or launch the test runner", "Failed to install the app", "Failed to launch app", "failed to launch the test runner",
        "Early unexpected exit, operation never finished bootstrapping", "operation never finished bootstrapping", "never finished bootstrapping",
        "Test runner exited before starting test execution", "test runner hung before establishing connection", "The test runner hung",
        "Lost connection to test manager service", "Lost connection to the test manager service", "Lost connection to test process", "Lost connection to the test runner", "Timed out waiting for test runner", "timed out while waiting for the test runner",
        "Failed to prepare device", "Failed to create a bundle instance", "The bundle couldn’t be loaded", "The bundle couldn't be loaded", "Failed to load the test bundle",
        "Simulator device failed to", "CoreSimulatorService", "Could not launch “", "Could not launch \"", "Unable to launch simulator",
        "Application failed preflight checks", "The request was denied by service delegate",
        "testmanagerd", "IDETestRunnerDaemon", "Failed to initialize for UI testing", "failed to initialize for UI testing",
    ]
}

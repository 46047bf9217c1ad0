@testable import EvidenceArchive
@testable import EvidenceRun
@testable import EvidenceCore
@testable import EvidenceReaders
@testable import EvidenceTriage
import EvidenceTestSupport
import Testing

/// A build's plist, entitlements and test host are the same wherever it runs: a test that passed on
/// one destination of the build and failed on another did not fail for its configuration.
@Suite struct PassedOnTheSameBuildTests {
    static let id = TestIdentifier(module: "CueKitTests", suite: "NotificationPermissionTests", name: "testReportsNotDeterminedBeforePrompt")

    /// One xcodebuild command's run of the test: its invocation, and the test passing or crashing
    /// where `UNUserNotificationCenter` finds no app bundle.
    static func run(destination: String, configuration: String? = nil, options: String = "", crashes: Bool, at time: String) -> String {
        let command = "    /Applications/Xcode-15.2.app/Contents/Developer/usr/bin/xcodebuild -scheme CueKit test -destination \"\(destination)\""
            + (configuration.map { " -configuration \($0)" } ?? "") + options
        let test = "-[CueKitTests.NotificationPermissionTests testReportsNotDeterminedBeforePrompt]"
        let outcome = crashes
            ? """
            \(time) xctest[8841:91602] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'bundleProxyForCurrentProcess is nil: mainBundle.bundleURL file:///Applications/Xcode-15.2.app/Contents/Developer/Platforms/iPhoneSimulator.platform/Developer/Library/Xcode/Agents/'
            libc++abi: terminating due to uncaught exception of type NSException
            Restarting after unexpected exit, crash, or test timeout in NotificationPermissionTests.testReportsNotDeterminedBeforePrompt(); summary will include totals from previous launches.
            """
            : "Test Case '\(test)' passed (0.087 seconds)."
        return """
        Command line invocation:
        \(command)

        Test Suite 'All tests' started at \(time).
        Test Suite 'NotificationPermissionTests' started at \(time).
        Test Case '\(test)' started.
        \(outcome)
        Test Suite 'All tests' \(crashes ? "failed" : "passed") at \(time).
        ** TEST \(crashes ? "FAILED" : "SUCCEEDED") **

        """
    }

    static func triaged(_ log: String) -> (TestRunReport, TriagedFailure?) {
        let (report, reader) = ChunkedLog.read(log)
        let input = TriageInput(reports: [report], logLines: reader.taskLinesByTest)
        return (report, Triage.run(input).failures.first { $0.test.id.name == id.name })
    }

    @Test func aHostlessCrashOnOneRuntimeOfABuildThatPassedOnAnotherIsTheDestinations() throws {
        let passed = Self.run(destination: "platform=iOS Simulator,name=iPhone 15,OS=17.2", crashes: false, at: "2026-07-10 11:21:13.402")
        let crashed = Self.run(destination: "platform=iOS Simulator,name=iPhone 14,OS=16.2", crashes: true, at: "2026-07-10 11:24:18.967")
        let (report, failure) = Self.triaged(passed + crashed)
        #expect(report.build.builds == ["iOS Simulator default"])
        #expect(report.failedAfterPassing.map(\.name) == [Self.id.name])
        let triaged = try #require(failure)
        #expect(triaged.classification.category == .unclassified)
        #expect(triaged.classification.verdict?.rule == "test_host_missing")
        #expect(triaged.classification.verdict?.reason.contains("passed on another destination of the same build") == true)
        // Alone, the same crash is the missing test host's: a configuration.
        let (_, alone) = Self.triaged(crashed)
        #expect(alone?.classification.category == .configurationRegression)
    }

    /// Another platform or another configuration is another build, with a plist of its own: the
    /// pass there says nothing of this one's configuration.
    @Test(arguments: [("platform=macOS,variant=Mac Catalyst", nil), ("platform=iOS Simulator,name=iPhone 15,OS=17.2", "Release")] as [(String, String?)])
    func aPassOnAnotherBuildLeavesTheConfigurationReading(_ destination: String, _ configuration: String?) throws {
        let passed = Self.run(destination: destination, configuration: configuration, crashes: false, at: "2026-07-10 11:21:13.402")
        let crashed = Self.run(destination: "platform=iOS Simulator,name=iPhone 14,OS=16.2", configuration: configuration == nil ? nil : "Debug", crashes: true, at: "2026-07-10 11:24:18.967")
        let (report, failure) = Self.triaged(passed + crashed)
        #expect(report.build.builds.count == 2)
        #expect(try #require(failure).classification.category == .configurationRegression)
    }

    /// A test plan's configurations run one build in other languages, regions and environments (a
    /// locale's missing resource fails only in its own): each is a run of its own; a plan run whole,
    /// whose configurations the log does not tell apart, leaves the pass unplaced.
    @Test(arguments: [
        (" -testPlan CI -only-test-configuration English", " -testPlan CI -only-test-configuration German", 2),
        (" -testLanguage en", " -testLanguage de", 2),
        (" -testPlan CI", " -testPlan CI", 1),
    ])
    func aTestPlansConfigurationIsPartOfTheRun(_ passing: String, _ crashing: String, _ builds: Int) throws {
        let passed = Self.run(destination: "platform=iOS Simulator,name=iPhone 15,OS=17.2", options: passing, crashes: false, at: "2026-07-10 11:21:13.402")
        let crashed = Self.run(destination: "platform=iOS Simulator,name=iPhone 15,OS=17.2", options: crashing, crashes: true, at: "2026-07-10 11:24:18.967")
        let (report, failure) = Self.triaged(passed + crashed)
        #expect(report.build.builds.count == builds)
        #expect(try #require(failure).classification.category == .configurationRegression)
    }

    @Test func aBuildIsItsDestinationsPlatformAndItsConfiguration() {
        #expect(XcodebuildInvocationLine.platform(of: "platform=iOS Simulator,name=iPhone 15,OS=17.2") == "iOS Simulator")
        #expect(XcodebuildInvocationLine.platform(of: "id=00008020-0009AABBCCDD1122") == nil)
        #expect(XcodebuildInvocationLine.build(destination: "id=00008020-0009AABBCCDD1122", configuration: "Debug") == "id=00008020-0009AABBCCDD1122 Debug")
        // Two sources that name only their destinations, on one platform: one build; on two: two.
        let crashed = TestResult(id: Self.id, status: .failed, issues: [TestIssue(message: "crashed")])
        var ios16 = TestRunReport(source: "logs/ios16.log", tests: [crashed])
        ios16.build.destination = "platform=iOS Simulator,name=iPhone 14,OS=16.2"
        var ios17 = TestRunReport(source: "logs/ios17.log", tests: [TestResult(id: Self.id, status: .passed)])
        ios17.build.destination = "platform=iOS Simulator,name=iPhone 15,OS=17.2"
        #expect(TestMerger.merge([ios16, ios17]).passedOnTheSameBuild == [SuiteAndName(Self.id)])
        ios17.build.destination = "platform=macOS,variant=Mac Catalyst"
        #expect(TestMerger.merge([ios16, ios17]).passedOnTheSameBuild.isEmpty)
    }
}

import XCTest
@testable import App

/// Guards the iOS setup @capacitor/background-runner needs.
final class RunnerConfigurationTests: XCTestCase {

    private var info: [String: Any] { Bundle.main.infoDictionary ?? [:] }

    func testBuiltAppDeclaresFetchAndProcessingModes() {
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        XCTAssertTrue(modes.contains("fetch"), "UIBackgroundModes = \(modes)")
        XCTAssertTrue(modes.contains("processing"), "UIBackgroundModes = \(modes)")
    }

    func testRunnerLabelIsPermitted() {
        let permitted = info["BGTaskSchedulerPermittedIdentifiers"] as? [String] ?? []
        XCTAssertTrue(permitted.contains(RunnerConfig.label))
    }

    func testRunnerSubmissionAccepted() throws {
        let records = try DiagnosticsLog.read(identifier: RunnerConfig.label)
        XCTAssertEqual(records.last { $0.phase == .submission }?.outcome, .succeeded)
    }
}

import XCTest
@testable import Fernway

/// Runs against the built Beta app: the identifiers the app registers must be the ones
/// its built Info.plist permits, and the launch-time registrations must have succeeded.
final class BackgroundTaskConfigurationTests: XCTestCase {
    func testBuiltPlistPermitsFlavorIdentifiers() {
        let permitted = (Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []).sorted()
        let expected = [FernwayBackgroundTasks.cleanup.rawValue, FernwayBackgroundTasks.refresh.rawValue].sorted()
        XCTAssertEqual(permitted, expected)
    }

    func testBackgroundModesCoverTaskKinds() {
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        XCTAssertTrue(modes.contains("fetch"))
        XCTAssertTrue(modes.contains("processing"))
    }

    func testRegistrationRecordsSucceeded() throws {
        let records = try DiagnosticsReader(url: FernwayBackgroundTasks.recorder.fileURL).records()
        let failed = records.filter { $0.phase == "registration" && $0.outcome != "succeeded" }.map(\.identifier)
        XCTAssertTrue(failed.isEmpty, "registration failed for \(failed.joined(separator: ", "))")
    }
}

import XCTest

/// Guards the Info.plist that `expo prebuild` generates from app.config.ts + config plugins.
/// Runs inside the app host, so Bundle.main is the built Tern.app.
final class InfoPlistContractTests: XCTestCase {
    private var info: [String: Any] { Bundle.main.infoDictionary ?? [:] }

    func testRemoteNotificationModeDeclared() {
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        XCTAssertTrue(modes.contains("remote-notification"))
    }

    func testProcessingModeRequiresPermittedIdentifiers() {
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        guard modes.contains("processing") else { return }
        // App Store Connect rejects the upload otherwise ("Missing Info.plist value ... BGTaskSchedulerPermittedIdentifiers").
        XCTAssertNotNil(info["BGTaskSchedulerPermittedIdentifiers"], "UIBackgroundModes contains 'processing' but BGTaskSchedulerPermittedIdentifiers is missing from the built Info.plist (modes: \(modes))")
    }

    func testNoUnexpandedBuildSettings() {
        let raw = String(describing: info)
        XCTAssertFalse(raw.contains("$("))
    }
}

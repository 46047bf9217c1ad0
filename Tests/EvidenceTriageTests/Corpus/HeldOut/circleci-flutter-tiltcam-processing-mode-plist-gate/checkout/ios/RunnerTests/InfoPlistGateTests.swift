import XCTest

/// Static configuration gate. Runs hosted in Runner.app, so Bundle.main is the BUILT app's Info.plist
/// (after Flutter, CocoaPods and the Xcode capabilities have all contributed to it).
final class InfoPlistGateTests: XCTestCase {
    private var info: [String: Any] { Bundle.main.infoDictionary ?? [:] }

    func testCameraUsageDescriptionPresent() {
        XCTAssertNotNil(info["NSCameraUsageDescription"])
    }

    func testProcessingModeHasPermittedIdentifiers() {
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        guard modes.contains("processing") || modes.contains("fetch") else { return }
        let permitted = info["BGTaskSchedulerPermittedIdentifiers"] as? [String] ?? []
        XCTAssertFalse(permitted.isEmpty,
                       "UIBackgroundModes \(modes) requires BGTaskSchedulerPermittedIdentifiers (App Store error ITMS-90771)")
    }
}

import XCTest
@testable import Quarry

/// Static gate: the BUILT app's Info.plist must allow every task the app registers.
final class WeeklyDigestTaskTests: XCTestCase {
    private var info: [String: Any] { Bundle.main.infoDictionary ?? [:] }

    func testDigestIdentifierIsPermitted() {
        let ids = info["BGTaskSchedulerPermittedIdentifiers"] as? [String] ?? []
        XCTAssertTrue(ids.contains(BackgroundTasks.weeklyDigest))
    }

    func testBuiltPlistAdvertisesProcessingMode() {
        // The digest moved from BGAppRefreshTask to BGProcessingTask (QRY-2231).
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        XCTAssertTrue(modes.contains("processing"), "UIBackgroundModes \(modes) lacks \"processing\" for \(BackgroundTasks.weeklyDigest)")
    }
}

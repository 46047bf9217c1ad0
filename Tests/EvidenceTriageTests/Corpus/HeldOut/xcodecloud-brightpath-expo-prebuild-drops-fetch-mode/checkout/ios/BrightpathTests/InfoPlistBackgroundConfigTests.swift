import XCTest

/// Reads the Info.plist of the app that hosts these tests (the built product, not app.config.ts).
final class InfoPlistBackgroundConfigTests: XCTestCase {
    private var info: [String: Any] { Bundle.main.infoDictionary ?? [:] }

    func testRefreshIdentifierIsPermitted() {
        let permitted = info["BGTaskSchedulerPermittedIdentifiers"] as? [String] ?? []
        XCTAssertTrue(permitted.contains("com.brightpath.app.refresh"), "permitted: \(permitted)")
    }

    func testAppRefreshTaskHasFetchBackgroundMode() {
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        XCTAssertTrue(modes.contains("fetch"), "BGAppRefreshTask com.brightpath.app.refresh needs UIBackgroundModes 'fetch'; built app has \(modes)")
    }
}

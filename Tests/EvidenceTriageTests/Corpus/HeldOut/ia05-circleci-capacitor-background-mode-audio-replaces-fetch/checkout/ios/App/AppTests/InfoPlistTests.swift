import XCTest

/// Guards the keys `npx cap sync` never writes for us.
final class InfoPlistTests: XCTestCase {
    private var info: [String: Any] { Bundle(identifier: "io.tidewater.harbour")?.infoDictionary ?? Bundle.main.infoDictionary! }

    func testSyncIdentifierIsPermitted() {
        let ids = info["BGTaskSchedulerPermittedIdentifiers"] as? [String] ?? []
        XCTAssertTrue(ids.contains("io.tidewater.harbour.sync"))
    }

    func testBackgroundModesIncludeFetch() {
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        XCTAssertTrue(modes.contains("fetch"),
                      "UIBackgroundModes must contain fetch for io.tidewater.harbour.sync (BGAppRefreshTask); found \(modes)")
    }
}

import XCTest
@testable import Tallgrass

final class SettingsScreenTests: XCTestCase {
    func testToggleBackgroundSyncPersists() {
        let host = ReactTestHost.launch(bundle: "index", initialRoute: "Settings")
        host.tap(testID: "background-sync-toggle")
        XCTAssertEqual(host.userDefaults.bool(forKey: "backgroundSyncEnabled"), true)
    }
}

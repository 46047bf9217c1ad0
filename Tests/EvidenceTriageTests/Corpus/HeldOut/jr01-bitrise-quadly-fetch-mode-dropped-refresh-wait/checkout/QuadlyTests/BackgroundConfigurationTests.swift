import XCTest
@testable import Quadly

final class BackgroundConfigurationTests: XCTestCase {
    private var info: [String: Any] { Bundle.main.infoDictionary ?? [:] }

    func testDiningRefreshIdentifierIsPermitted() {
        let permitted = info["BGTaskSchedulerPermittedIdentifiers"] as? [String] ?? []
        XCTAssertTrue(permitted.contains(AppDelegate.diningRefreshID))
    }

    func testAppRefreshTaskIsAdvertised() {
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        XCTAssertTrue(modes.contains("fetch"), "UIBackgroundModes must contain \"fetch\" for \(AppDelegate.diningRefreshID)")
    }
}

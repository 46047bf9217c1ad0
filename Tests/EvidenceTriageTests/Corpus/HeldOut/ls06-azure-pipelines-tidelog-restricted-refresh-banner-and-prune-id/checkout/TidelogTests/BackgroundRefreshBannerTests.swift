import XCTest
@testable import Tidelog

final class BackgroundRefreshBannerTests: XCTestCase {
    func testAvailableShowsNoWarning() {
        XCTAssertEqual(BackgroundRefreshBanner.make(for: .available), .none)
    }

    func testDeniedStatusLinksToSettings() {
        XCTAssertEqual(BackgroundRefreshBanner.make(for: .denied), .turnedOff(settingsLink: true))
    }

    func testRestrictedStatusShowsNoWarning() {
        // Apple: do not warn the user when the status is .restricted; they cannot change it (e.g. MDM, parental controls).
        XCTAssertEqual(BackgroundRefreshBanner.make(for: .restricted), .none)
    }
}

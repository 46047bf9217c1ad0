import XCTest
@testable import Wayfinch

final class NotificationHealthTests: XCTestCase {
    func testNoWarningsWhenEverythingIsOn() {
        let health = NotificationHealth(refreshStatus: .available, isLowPowerModeEnabled: false, osMajorVersion: 18)
        XCTAssertEqual(health.warnings, [])
    }

    func testDeniedBackgroundRefreshOffersSettingsLink() {
        // .denied = the user switched it off for us (fixable in Settings);
        // .restricted = parental controls / MDM, nothing the user can do.
        let health = NotificationHealth(refreshStatus: .denied, isLowPowerModeEnabled: false, osMajorVersion: 18)
        XCTAssertEqual(health.warnings, [.backgroundRefreshOff(action: .openSettings)])
    }

    func testRestrictedBackgroundRefreshHasNoSettingsLink() {
        let health = NotificationHealth(refreshStatus: .restricted, isLowPowerModeEnabled: false, osMajorVersion: 18)
        XCTAssertEqual(health.warnings, [.backgroundRefreshOff(action: .restrictedByDevice)])
    }

    func testLowPowerWarningOnlyBeforeiOS16() {
        let ios15 = NotificationHealth(refreshStatus: .available, isLowPowerModeEnabled: true, osMajorVersion: 15)
        let ios18 = NotificationHealth(refreshStatus: .available, isLowPowerModeEnabled: true, osMajorVersion: 18)
        XCTAssertEqual(ios15.warnings, [.lowPowerMode])
        XCTAssertEqual(ios18.warnings, [], "push alerts are not held back by Low Power Mode on iOS 16+")
    }
}

import XCTest
@testable import Tidewatch

final class NotificationIDTests: XCTestCase {
    func testRenewalNotificationIDScopedToBundle() {
        XCTAssertEqual(AppIdentifiers.renewalNotification,
                       AppIdentifiers.bundleID + ".la.renewal.failed")
    }

    func testAlertCategoryScopedToBundle() {
        XCTAssertEqual(AppIdentifiers.backgroundAlertCategory, "com.acme.Tidewatch.Second.background.alert")
    }
}

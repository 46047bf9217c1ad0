import XCTest
@testable import Pallet

final class PushSetupTests: XCTestCase {
    func testBackgroundModesIncludeRemoteNotification() {
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        XCTAssertTrue(modes.contains("remote-notification"), "UIBackgroundModes = \(modes)")
    }

    func testNotificationCategoryRegistered() {
        XCTAssertTrue(NotificationCategories.all.contains { $0.identifier == "RESTOCK" })
    }
}

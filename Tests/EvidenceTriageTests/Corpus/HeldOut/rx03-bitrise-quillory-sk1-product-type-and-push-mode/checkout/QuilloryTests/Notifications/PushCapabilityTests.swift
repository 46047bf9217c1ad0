import XCTest
@testable import Quillory

final class PushCapabilityTests: XCTestCase {
    func testBackgroundModesIncludeRemoteNotification() {
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        XCTAssertTrue(modes.contains("remote-notification"), "UIBackgroundModes = \(modes)")
    }

    func testNotificationCategoriesRegistered() {
        XCTAssertEqual(NotificationCategories.all.map(\.identifier), ["lesson-reminder", "trial-ending"])
    }
}

import XCTest
@testable import Quill

final class ReminderBadgeTests: XCTestCase {
    override func tearDown() {
        UserDefaults.standard.removeObject(forKey: ReminderSettings.enabledKey)
        super.tearDown()
    }

    func testBadgeShowsPendingReminders() {
        UserDefaults.standard.set(true, forKey: ReminderSettings.enabledKey)
        let badge = ReminderBadge(pending: [.sample(), .sample()])
        XCTAssertEqual(badge.count, 2)
    }

    func testBadgeClearsWhenRemindersDisabled() {
        UserDefaults.standard.set(false, forKey: ReminderSettings.enabledKey)
        let badge = ReminderBadge(pending: [.sample()])
        XCTAssertEqual(badge.count, 0)
    }
}

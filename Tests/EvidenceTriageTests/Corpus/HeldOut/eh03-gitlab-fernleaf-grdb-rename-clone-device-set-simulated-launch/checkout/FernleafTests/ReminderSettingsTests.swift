import XCTest
@testable import Fernleaf

final class ReminderSettingsTests: XCTestCase {
    override func setUp() {
        UserDefaults.standard.removeObject(forKey: ReminderSettings.snoozeKey)
    }

    func testSnoozeDefaultPersists() {
        let settings = ReminderSettings(defaults: .standard)
        settings.snoozeMinutes = 45
        XCTAssertEqual(ReminderSettings(defaults: .standard).snoozeMinutes, 45)
    }
}

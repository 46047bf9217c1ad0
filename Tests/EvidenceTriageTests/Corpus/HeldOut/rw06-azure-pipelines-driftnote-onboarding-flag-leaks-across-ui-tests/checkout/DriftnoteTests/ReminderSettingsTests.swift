import XCTest
@testable import Driftnote

final class ReminderSettingsTests: XCTestCase {
    func testEnablingReminderPersists() {
        ReminderSettings().isEnabled = true
        XCTAssertTrue(ReminderSettings().isEnabled)
    }

    func testReminderDisabledByDefault() {
        XCTAssertFalse(ReminderSettings().isEnabled)
    }
}

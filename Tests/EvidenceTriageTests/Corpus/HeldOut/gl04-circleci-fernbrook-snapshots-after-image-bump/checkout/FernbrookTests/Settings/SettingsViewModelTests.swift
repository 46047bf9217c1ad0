import XCTest
@testable import Fernbrook

@MainActor
final class SettingsViewModelTests: XCTestCase {
    func testReminderTogglePersistsAfterDebounce() {
        let defaults = UserDefaults(suiteName: #function)!
        let model = SettingsViewModel(defaults: defaults, debounce: .milliseconds(300))
        let persisted = expectation(description: "settings persisted")
        model.onPersist = { persisted.fulfill() }

        model.remindersEnabled = false

        wait(for: [persisted], timeout: 2)
        XCTAssertFalse(defaults.bool(forKey: "reminders.enabled"))
    }

    func testQuietHoursDefaultToTenToSeven() {
        let model = SettingsViewModel(defaults: UserDefaults(suiteName: #function)!)
        XCTAssertEqual(model.quietHours, 22..<7)
    }
}

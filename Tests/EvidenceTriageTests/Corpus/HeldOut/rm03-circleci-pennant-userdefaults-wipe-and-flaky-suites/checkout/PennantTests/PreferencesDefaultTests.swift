import XCTest
@testable import Pennant

final class PreferencesDefaultTests: XCTestCase {
    func testReminderHourFallsBackWhenSuiteRemoved() {
        UserDefaults.standard.removeSuite(named: PreferencesStore.suiteName)
        UserDefaults().removePersistentDomain(forName: PreferencesStore.suiteName)
        PreferencesStore.registerDefaults()
        XCTAssertEqual(PreferencesStore().reminderHour, 20)
    }
}

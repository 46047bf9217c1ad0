import XCTest
@testable import iosApp

final class SettingsViewModelTests: XCTestCase {
    func testSyncIntervalLabelUnderAnHour() {
        XCTAssertEqual(SettingsViewModel(syncIntervalMinutes: 30).syncIntervalLabel, "Every 30 minutes")
    }

    func testSyncIntervalLabelUsesHours() {
        XCTAssertEqual(SettingsViewModel(syncIntervalMinutes: 120).syncIntervalLabel, "Every 2 hours")
    }
}

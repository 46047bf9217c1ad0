import Foundation
import Testing
@testable import Stillwater

@Suite struct ReminderSettingsTests {
    @Test func defaultReminderTimeIsEightAM() {
        let settings = ReminderSettings(defaults: .standard)
        #expect(settings.reminderHour == 8)
    }

    @Test func reminderCanBeTurnedOff() {
        var settings = ReminderSettings(defaults: UserDefaults(suiteName: "ReminderSettingsTests.off")!)
        settings.isEnabled = false
        #expect(!settings.isEnabled)
    }
}

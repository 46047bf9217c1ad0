import Foundation
import Testing
@testable import TansyKit

@Suite struct ReminderDefaultsTests {
    @Test func defaultReminderHourFromSettings() {
        UserDefaults.standard.removeObject(forKey: ReminderDefaults.reminderHourKey)
        let defaults = ReminderDefaults()
        #expect(defaults.reminderHour == 20)
    }

    @Test func earlyBirdPresetWritesSeven() {
        let defaults = ReminderDefaults()
        defaults.reminderHour = 7
        #expect(UserDefaults.standard.integer(forKey: ReminderDefaults.reminderHourKey) == 7)
        UserDefaults.standard.removeObject(forKey: ReminderDefaults.reminderHourKey)
    }
}

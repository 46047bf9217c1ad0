import Foundation
import Testing
@testable import Lumen

@Suite("Settings store")
struct SettingsStoreTests {
    let store = SettingsStore(defaults: .standard)

    @Test func defaultsToDailyReminder() {
        store.resetToDefaults()
        #expect(store.reminderCadence == .daily)
    }

    @Test func remembersDarkModeChoice() {
        store.appearance = .dark
        #expect(SettingsStore(defaults: .standard).appearance == .dark)
    }
}

@Suite("Reminder settings")
struct ReminderSettingsTests {
    @Test func weeklyCadenceSchedulesSunday() {
        let store = SettingsStore(defaults: .standard)
        store.reminderCadence = .weekly
        #expect(ReminderPlanner(settings: store).nextWeekday == .sunday)
    }
}

import Testing
@testable import Hollyhock

@Suite struct ReminderSettingsTests {
    @Test func quietHoursDefaultToNightTime() {
        let settings = ReminderSettings.shared
        #expect(settings.quietHoursStart == 22)
        #expect(settings.quietHoursEnd == 7)
    }

    @Test func customQuietHoursPersist() {
        let settings = ReminderSettings.shared
        settings.quietHoursStart = 1
        settings.quietHoursEnd = 5
        #expect(settings.quietHoursStart == 1)
        #expect(settings.quietHoursEnd == 5)
        settings.resetQuietHours()
    }
}

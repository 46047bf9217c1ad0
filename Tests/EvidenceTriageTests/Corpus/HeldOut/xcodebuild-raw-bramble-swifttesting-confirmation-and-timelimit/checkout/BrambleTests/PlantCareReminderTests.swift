import Foundation
import Testing
@testable import Bramble

/// The daily refresh job (BGAppRefreshTask "garden.bramble.app.daily") is tested with a faked
/// task; here only the reminder step it ends with.
@Suite struct PlantCareReminderTests {
    @Test func remindsOnceWhenWateringIsDue() async throws {
        let scheduler = RecordingNotificationScheduler()
        let reminders = PlantCareReminders(scheduler: scheduler, clock: .fixed("2026-11-19T07:00:00Z"))
        let fern = Plant.fixture(name: "Boston fern", lastWatered: "2026-11-16T07:00:00Z", every: .days(3))

        await confirmation("one watering reminder") { reminded in
            scheduler.onSchedule = { _ in reminded() }
            reminders.evaluate([fern])
        }
    }

    @Test func noReminderForCactusInWinter() async throws {
        let scheduler = RecordingNotificationScheduler()
        let reminders = PlantCareReminders(scheduler: scheduler, clock: .fixed("2026-12-19T07:00:00Z"))
        await reminders.evaluateAndWait([.fixture(name: "Golden barrel", lastWatered: "2026-11-01T07:00:00Z", every: .days(30))])
        #expect(scheduler.scheduled.isEmpty)
    }
}

import XCTest
@testable import Fernly

final class ReminderRefreshJobTests: XCTestCase {
    func testRefreshSchedulesOneReminderPerPlant() async {
        var scheduled: [WateringReminder] = []
        let job = ReminderRefreshJob(plants: { Plant.fixtures(["Monstera", "Pothos"]) },
                                     forecast: { _ in .mild }, schedule: { scheduled = $0 })
        _ = await job.refresh()
        XCTAssertEqual(scheduled.count, 2)
    }

    func testRefreshSkipsPlantsWithPausedReminders() async {
        var scheduled: [WateringReminder] = []
        var plants = Plant.fixtures(["Monstera", "Calathea", "Pothos"])
        plants[1].remindersPaused = true
        let job = ReminderRefreshJob(plants: { plants }, forecast: { _ in .mild }, schedule: { scheduled = $0 })
        _ = await job.refresh()
        XCTAssertEqual(scheduled.map(\.plant.name), ["Monstera", "Pothos"], "paused plant got a watering reminder")
    }
}

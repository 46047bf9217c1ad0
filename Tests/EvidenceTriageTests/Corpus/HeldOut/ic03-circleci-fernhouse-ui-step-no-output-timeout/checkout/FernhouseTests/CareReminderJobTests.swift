import XCTest
@testable import Fernhouse

final class CareReminderJobTests: XCTestCase {
    func testFirstRunCreatesReminderPerThirstyPlant() throws {
        let (job, reminders) = makeJob(thirsty: 3)
        try job.run()
        XCTAssertEqual(reminders.count, 3)
    }

    func testRerunDoesNotDuplicateReminders() throws {
        let (job, reminders) = makeJob(thirsty: 3)

        try job.run()
        try job.run()

        XCTAssertEqual(reminders.count, 3, "a second watering-sync run must not add reminders again")
    }

    private func makeJob(thirsty: Int) -> (CareReminderJob, InMemoryReminderStore) {
        let reminders = InMemoryReminderStore()
        let plants = InMemoryPlantStore(thirstyCount: thirsty, at: .fixture)
        return (CareReminderJob(plants: plants, reminders: reminders, clock: { .fixture }), reminders)
    }
}

import XCTest
@testable import Runner

final class PendingReminderTests: XCTestCase {
    func testPendingRemindersListedAfterMigration() throws {
        let harness = try DartHarness.start(entrypoint: "reminderHarness")
        LegacyReminderMigrator.migrate(LegacyReminder.fixtures(count: 2))
        try harness.invoke("scheduleTideWindowReminder", ["spot": "Lough Ree", "hour": 6])
        let result = try harness.invoke("listPendingReminders")
        XCTAssertNil(result.error, "listing pending reminders")
        XCTAssertEqual(result.list?.count, 3)
    }
}

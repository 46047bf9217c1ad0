import XCTest
@testable import Runner

final class DailyReminderTaskTests: XCTestCase {
    func testDailyReminderRunsRightAfterSubmit() throws {
        let ran = expectation(description: "dailyReminder executeTask callback")
        WorkmanagerProbe.shared.onExecute = { name in if name == "dailyReminder" { ran.fulfill() } }
        try WorkmanagerProbe.shared.registerPeriodic(uniqueName: "dev.ochre.pantry.dailyReminder", taskName: "dailyReminder", initialDelay: 0)
        wait(for: [ran], timeout: 300)
    }
}

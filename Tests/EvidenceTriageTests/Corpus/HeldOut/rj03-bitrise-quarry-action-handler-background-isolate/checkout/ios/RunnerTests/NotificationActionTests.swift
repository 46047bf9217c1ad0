import XCTest
@testable import Runner

final class NotificationActionTests: XCTestCase {
    func testSnoozeActionUpdatesTaskList() throws {
        try TaskFixtures.seed(id: "task-18", dueIn: 0)
        try NotificationHarness.deliver(category: "task_due", payload: "task-18")
        try NotificationHarness.respond(actionIdentifier: "SNOOZE_1H", payload: "task-18")
        let due = try TaskFixtures.waitForDueChange(id: "task-18", timeout: 10)
        XCTAssertEqual(due, 3600, "task-18 should be pushed back one hour")
    }
}

import XCTest
@testable import Runner

final class ReminderCopyTests: XCTestCase {
    func testDueLabelSingular() {
        XCTAssertEqual(ReminderCopy.dueLabel(count: 1), "1 reminder due")
    }

    func testSnoozeLabelPluralizes() {
        XCTAssertEqual(ReminderCopy.snoozeLabel(minutes: 1), "Snooze 1 minute")
    }
}

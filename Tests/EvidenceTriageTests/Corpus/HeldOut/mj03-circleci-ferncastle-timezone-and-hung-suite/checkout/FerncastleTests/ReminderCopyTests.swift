import XCTest
@testable import Ferncastle

final class ReminderCopyTests: XCTestCase {
    func testSummaryUsesDecimalPoint() {
        XCTAssertEqual(ReminderCopy.averageGap(days: 3.5), "3.5 days")
    }
}

import XCTest
@testable import TallyhubKit

final class RecurringBillTests: XCTestCase {
    func testNextDueDateSkipsWeekend() {
        let bill = RecurringBill(dayOfMonth: 1, calendar: .gregorianUTC)
        let due = bill.nextDueDate(after: Date(iso: "2026-02-15T00:00:00Z"))
        XCTAssertEqual(due, Date(iso: "2026-03-02T00:00:00Z"))
    }
}

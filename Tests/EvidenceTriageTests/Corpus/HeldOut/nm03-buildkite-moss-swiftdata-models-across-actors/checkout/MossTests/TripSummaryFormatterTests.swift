import XCTest
@testable import Moss

final class TripSummaryFormatterTests: XCTestCase {
    func testNightsBetweenDates() {
        let lisbon = TimeZone(identifier: "Europe/Lisbon")!
        let start = DateComponents(calendar: .init(identifier: .gregorian), timeZone: lisbon, year: 2026, month: 10, day: 23, hour: 15).date!
        let end = DateComponents(calendar: .init(identifier: .gregorian), timeZone: lisbon, year: 2026, month: 10, day: 27, hour: 11).date!
        XCTAssertEqual(TripSummaryFormatter.nights(from: start, to: end, in: lisbon), 4)
    }
}

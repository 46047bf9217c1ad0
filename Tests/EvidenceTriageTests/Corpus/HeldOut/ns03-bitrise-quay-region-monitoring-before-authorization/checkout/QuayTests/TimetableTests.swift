import XCTest
@testable import Quay

final class TimetableTests: XCTestCase {
    func testNextDepartureSkipsCancelled() {
        let table = Timetable(sailings: Sailing.fixtures(cancelled: ["07:40"]))
        XCTAssertEqual(table.nextDeparture(after: .time("07:30"))?.label, "08:10")
    }
}

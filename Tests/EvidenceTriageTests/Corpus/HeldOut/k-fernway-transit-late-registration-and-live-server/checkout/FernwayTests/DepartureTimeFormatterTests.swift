import XCTest
@testable import Fernway

final class DepartureTimeFormatterTests: XCTestCase {
    private let formatter = DepartureTimeFormatter()

    func testBoardShowsStopLocalTime() {
        // 06:15 UTC is 08:15 in Vienna (CEST)
        let stop = Stop(id: "at:49:1349", name: "Westbahnhof", timeZone: TimeZone(identifier: "Europe/Vienna")!)
        let departure = Departure(stop: stop, scheduled: Date(timeIntervalSince1970: 1_788_243_300))
        XCTAssertEqual(formatter.string(for: departure), "08:15")
    }

    func testCancelledDepartureIsStruckThrough() {
        let d = Departure.fixture(cancelled: true)
        XCTAssertTrue(BoardRow(d).isStruckThrough)
    }
}

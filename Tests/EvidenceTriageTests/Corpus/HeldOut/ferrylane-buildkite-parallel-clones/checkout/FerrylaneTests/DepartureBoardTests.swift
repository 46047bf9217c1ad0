import XCTest
@testable import Ferrylane

final class DepartureBoardTests: XCTestCase {
    private let london = TimeZone(identifier: "Europe/London")!

    func testDeparturesAcrossFallBackHour() throws {
        // 25 Oct 2026: clocks go back at 02:00 BST, so the day has 25 hours.
        let route = Route.fixture(id: "cowes-southampton", headwayMinutes: 60, firstDepartureMinute: 15)
        let board = DepartureBoard(route: route, timeZone: london)
        let day = try XCTUnwrap(DateComponents(calendar: .gregorian(london), year: 2026, month: 10, day: 25).date)
        let departures = board.departures(on: day)
        XCTAssertEqual(departures.count, 25)
    }

    func testCancelledSailingsHidden() async throws {
        let route = Route.fixture(id: "cowes-southampton", headwayMinutes: 60, firstDepartureMinute: 15)
        let feed = StubDisruptionFeed(cancelled: ["CS-0915"])
        let board = DepartureBoard(route: route, timeZone: london, disruptions: feed)
        let visible = await board.liveDepartures(around: .fixture(hour: 9))
        XCTAssertFalse(visible.contains { $0.sailingCode == "CS-0915" })
    }
}

private extension Calendar {
    static func gregorian(_ tz: TimeZone) -> Calendar { var c = Calendar(identifier: .gregorian); c.timeZone = tz; return c }
}

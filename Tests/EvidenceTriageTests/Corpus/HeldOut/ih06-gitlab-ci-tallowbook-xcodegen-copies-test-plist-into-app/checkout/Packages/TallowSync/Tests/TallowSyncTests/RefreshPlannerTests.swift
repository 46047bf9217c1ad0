import XCTest
@testable import TallowSync

final class RefreshPlannerTests: XCTestCase {
    private let utc: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        return c
    }()

    private func fixed(_ iso: String) -> () -> Date {
        let date = ISO8601DateFormatter().date(from: iso)!
        return { date }
    }

    func testPlansDailyRefreshAtSevenLocal() {
        let planner = RefreshPlanner(calendar: utc, clock: fixed("2021-04-16T08:00:00Z"))
        XCTAssertEqual(utc.component(.hour, from: planner.nextStatementRefresh()), 7)
    }

    func testNoRefreshPlannedWhenBankUnlinked() {
        XCTAssertNil(StatementRefreshScheduler(link: nil).plannedRequest)
    }

    func testNextRefreshAfterMonthEnd() {
        let planner = RefreshPlanner(calendar: utc, clock: fixed("2021-04-30T09:15:00Z"))
        let expected = ISO8601DateFormatter().date(from: "2021-05-01T07:00:00Z")!
        XCTAssertEqual(planner.nextStatementRefresh(), expected, "the statement refresh after 30 April must be planned for 1 May")
    }
}

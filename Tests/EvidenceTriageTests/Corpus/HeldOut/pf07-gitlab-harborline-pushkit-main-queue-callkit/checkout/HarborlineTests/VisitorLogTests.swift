import XCTest
@testable import Harborline

final class VisitorLogTests: XCTestCase {
    func testVisitsGroupedByUnit() throws {
        let log = VisitorLog(visits: try Fixtures.visits("week-38"))
        XCTAssertEqual(log.byUnit["gate-2"]?.count, 3)
    }
}

import XCTest
@testable import Tally

final class StandingsSorterTests: XCTestCase {
    func testTiesBrokenByGoalDifference() {
        let rows = [Row(team: "A", points: 10, gd: 2), Row(team: "B", points: 10, gd: 5)]
        XCTAssertEqual(StandingsSorter.sorted(rows).map(\.team), ["B", "A"])
    }
}

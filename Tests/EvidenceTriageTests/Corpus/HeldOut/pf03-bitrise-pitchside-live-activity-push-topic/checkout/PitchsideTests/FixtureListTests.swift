import XCTest
@testable import Pitchside

final class FixtureListTests: XCTestCase {
    func testFixturesGroupedByMatchday() throws {
        let list = FixtureList(fixtures: try Fixtures.load("round-12.json"))
        XCTAssertEqual(list.sections.map(\.title), ["Sat 20 Sep", "Sun 21 Sep"])
    }

    func testPostponedFixtureSortedLast() throws {
        let list = FixtureList(fixtures: try Fixtures.load("round-12-postponed.json"))
        XCTAssertEqual(list.sections.last?.fixtures.last?.id, "m-2231")
    }
}

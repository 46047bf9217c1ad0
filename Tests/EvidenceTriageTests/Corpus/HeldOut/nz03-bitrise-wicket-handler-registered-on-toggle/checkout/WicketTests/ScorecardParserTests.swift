import XCTest
@testable import Wicket

final class ScorecardParserTests: XCTestCase {
    func testExtrasTotal() throws {
        let innings = try ScorecardParser().innings(from: Fixture.json("scorecard-odi.json"))
        XCTAssertEqual(innings.extras.total, 14)
    }

    func testBatterCount() throws {
        let innings = try ScorecardParser().innings(from: Fixture.json("scorecard-odi.json"))
        XCTAssertEqual(innings.batters.count, 11)
    }
}

import XCTest
@testable import Courtside

final class LiveActivityAttributesTests: XCTestCase {
    /// A user who updates from 3.7 while following a match still has that
    /// activity; the new widget extension must decode its archived attributes.
    func testDecodesActivityStartedByPreviousBuild() throws {
        let url = Bundle(for: Self.self).url(forResource: "score-activity-attributes-3.7", withExtension: "json")!
        let attributes = try JSONDecoder().decode(ScoreActivityAttributes.self, from: Data(contentsOf: url))
        XCTAssertEqual(attributes.matchID, "nba-2026-12-02-bos-mil")
    }

    func testRoundTripsCurrentAttributes() throws {
        let attributes = ScoreActivityAttributes(matchID: "m1", homeTeam: "A", awayTeam: "B", startedAt: Date(timeIntervalSince1970: 0))
        let data = try JSONEncoder().encode(attributes)
        XCTAssertEqual(try JSONDecoder().decode(ScoreActivityAttributes.self, from: data).matchID, "m1")
    }
}

import XCTest
@testable import MatchKit

final class ScoreboardFormatterTests: XCTestCase {
    func testShowsPenaltyShootout() {
        XCTAssertEqual(ScoreboardFormatter.score(home: 2, away: 2, penalties: (4, 3)), "2 – 2 (4 – 3 p)")
    }

    func testStoppageTimeMinute() {
        XCTAssertEqual(ScoreboardFormatter.minute(elapsed: 93, regulation: 90), "90+3'")
    }
}

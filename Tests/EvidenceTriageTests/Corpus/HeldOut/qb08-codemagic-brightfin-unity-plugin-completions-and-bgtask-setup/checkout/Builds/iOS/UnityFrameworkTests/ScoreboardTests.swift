import XCTest
@testable import UnityFramework

final class ScoreboardTests: XCTestCase {
    func testHighScoresSortedDescending() {
        let board = BFScoreboard(entries: [("mira", 1200), ("ode", 4500), ("lu", 3100)])
        XCTAssertEqual(board.top(3).map(\.name), ["ode", "lu", "mira"])
    }
}

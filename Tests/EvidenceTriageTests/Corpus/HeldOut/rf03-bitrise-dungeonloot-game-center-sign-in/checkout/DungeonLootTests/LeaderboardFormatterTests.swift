import XCTest
@testable import DungeonLoot

final class LeaderboardFormatterTests: XCTestCase {
    func testScoreUsesGroupingSeparator() {
        let f = LeaderboardFormatter(locale: Locale(identifier: "en_US"))
        XCTAssertEqual(f.score(12345), "12,345")
    }
}

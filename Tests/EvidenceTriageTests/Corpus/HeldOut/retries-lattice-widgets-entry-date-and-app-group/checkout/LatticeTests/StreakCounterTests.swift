import XCTest
@testable import Lattice

final class StreakCounterTests: XCTestCase {
    func testStreakResetsAtLocalMidnight() async throws {
        let counter = StreakCounter(store: InMemoryReviewLog(), calendar: .current)
        await counter.recordReview(at: .now)
        let streak = await counter.current(at: .now)
        XCTAssertEqual(streak, 1)
    }
}

import XCTest
@testable import Tidemark

final class MoonPhaseTests: XCTestCase {
    func testSpringTideFlagNearFullMoon() {
        XCTAssertTrue(MoonPhase(date: ISO8601DateFormatter().date(from: "2026-08-28T04:00:00Z")!).isSpringTideWindow)
    }
}

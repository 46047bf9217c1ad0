import XCTest
@testable import SaltmarshKit

final class HydrationFixtureTests: XCTestCase {
    func testEmptyDayHasZeroIntake() {
        XCTAssertEqual(HydrationLog(entries: []).totalMillilitres, 0)
    }

    func testDecodesDailyLogFixture() throws {
        let data = FixtureLoader().data(named: "daily-log-2026-11-30")
        let log = try JSONDecoder().decode(HydrationLog.self, from: data)
        XCTAssertEqual(log.totalMillilitres, 2150)
    }
}

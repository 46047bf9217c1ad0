import XCTest

final class StepsChartTests: XCTestCase {
    func testWeeklyAverageRoundsDown() {
        let avg = MauiBridge.weeklyAverage([8000, 8001, 8000, 8001, 8000, 8001, 8002])
        XCTAssertEqual(avg, 8000)
    }
}

import XCTest
@testable import Marginalia

final class StreakTickerTests: XCTestCase {
    func testTickFiresOncePerInterval() {
        let ticker = StreakTicker(interval: 1)
        let tick = expectation(description: "streak tick")
        tick.assertForOverFulfill = false
        ticker.onTick = { tick.fulfill() }

        ticker.start()

        wait(for: [tick], timeout: 3)
        ticker.stop()
    }

    func testStopInvalidatesTimer() {
        let ticker = StreakTicker(interval: 1)
        ticker.start()
        ticker.stop()
        XCTAssertNil(Mirror(reflecting: ticker).descendant("timer") as? Timer)
    }
}

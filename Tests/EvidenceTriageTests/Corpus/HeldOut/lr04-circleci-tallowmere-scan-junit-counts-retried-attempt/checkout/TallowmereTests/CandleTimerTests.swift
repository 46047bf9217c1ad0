import XCTest
@testable import Tallowmere

final class CandleTimerTests: XCTestCase {
    func testCountdownStartsAtDuration() {
        XCTAssertEqual(CandleTimer(duration: 300).remaining, 300)
    }

    func testCountdownTicksEverySecond() {
        let timer = CandleTimer(duration: 10)
        var ticks = 0
        timer.onTick = { _ in ticks += 1 }
        timer.start()
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 5.05))
        XCTAssertEqual(ticks, 5)
    }

    func testPauseFreezesRemaining() {
        let timer = CandleTimer(duration: 10)
        timer.start(); timer.pause()
        XCTAssertEqual(timer.remaining, 10)
    }
}

import XCTest
@testable import Pomo

final class CountdownTests: XCTestCase {
    func testRemainingTimeAfterBackgroundUsesWallClock() {
        let clock = FakeClock(now: Date(timeIntervalSince1970: 1_789_500_000))
        let countdown = Countdown(seconds: 1500, clock: clock)
        for _ in 0..<60 { clock.advance(1); countdown.tick() }

        countdown.sceneDidEnterBackground()
        clock.advance(120)
        countdown.sceneWillEnterForeground()

        XCTAssertEqual(countdown.remaining, 1320)
    }

    func testTickStopsAtZero() {
        let countdown = Countdown(seconds: 1, clock: FakeClock(now: .distantPast))
        countdown.tick(); countdown.tick()
        XCTAssertEqual(countdown.remaining, 0)
    }
}

import XCTest
@testable import FetchBay

final class LiveActivityRelayTests: XCTestCase {
    func testPhaseChangeAlwaysForwarded() {
        let clock = TestClock(now: 0)
        let relay = LiveActivityRelay(clock: clock, minimumInterval: 15)
        XCTAssertTrue(relay.shouldForward(.init(phase: .queued, activeCount: 1)))
        clock.advance(by: 20)
        XCTAssertTrue(relay.shouldForward(.init(phase: .downloading, activeCount: 1)))
    }

    func testRunningUpdateNotDroppedInsideThrottleWindow() {
        let clock = TestClock(now: 0)
        let relay = LiveActivityRelay(clock: clock, minimumInterval: 15)
        XCTAssertTrue(relay.shouldForward(.init(phase: .queued, activeCount: 1)))
        clock.advance(by: 4)
        // queued -> downloading arrives 4 s later, inside the 15 s window; a phase change must pass.
        XCTAssertTrue(relay.shouldForward(.init(phase: .downloading, activeCount: 1)), "phase change dropped by throttle")
    }
}

import XCTest
@testable import BrackenCore

final class IdleDetectorTests: XCTestCase {
    func testIdleAfterFiveMinutes() {
        let clock = ManualClock()
        let detector = IdleDetector(threshold: .seconds(300), clock: clock)
        detector.recordActivity()
        clock.advance(by: .seconds(301))
        XCTAssertTrue(detector.isIdle)
    }
}

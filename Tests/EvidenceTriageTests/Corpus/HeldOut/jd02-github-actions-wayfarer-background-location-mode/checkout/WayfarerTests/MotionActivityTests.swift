import XCTest
@testable import Wayfarer

final class MotionActivityTests: XCTestCase {
    func testAutoPauseStartsMotionActivityUpdates() {
        let detector = AutoPauseDetector()
        detector.start()
        XCTAssertFalse(detector.isPaused)
        detector.stop()
    }
}

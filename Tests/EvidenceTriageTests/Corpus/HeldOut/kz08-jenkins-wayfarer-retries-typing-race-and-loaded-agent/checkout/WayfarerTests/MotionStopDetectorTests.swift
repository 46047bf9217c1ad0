import XCTest
@testable import Wayfarer

final class MotionStopDetectorTests: XCTestCase {
    func testNoiseDuringStopTimeoutDoesNotAbort() {
        let detector = MotionStopDetector(stopTimeout: 60, clock: ManualClock())
        detector.feed(.still(samples: 50))
        let started = XCTestExpectation(description: "stop timeout started")
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { started.fulfill() }
        wait(for: [started], timeout: 1.0)          // liveness bound only; asserts nothing
        detector.feed(.noise(samples: 3))
        XCTAssertTrue(detector.isCountingDown)
    }

    func testStillnessStartsStopTimeout() {
        let detector = MotionStopDetector(stopTimeout: 60, clock: ManualClock())
        detector.feed(.still(samples: 50))
        XCTAssertTrue(detector.isCountingDown)
    }
}

import CoreMotion
import XCTest
@testable import GannetTracker

final class MotionDetectorTests: XCTestCase {
    private var detector: MotionDetector!
    private var timer: ManualStopTimer!

    override func setUp() {
        super.setUp()
        timer = ManualStopTimer()
        detector = MotionDetector(stopTimeout: 60, stillnessSampleCount: 50, timer: timer)
    }

    func testSustainedStillnessStartsStopTimeout() {
        detector.ingest(AccelerometerSamples.still(count: 50))
        XCTAssertTrue(timer.isRunning)
    }

    func testIntermittentNoiseDuringStopTimeoutDoesNotAbort() {
        detector.ingest(AccelerometerSamples.still(count: 50))

        // Only here to let the detector hop to the main queue and start its countdown.
        let startExpectation = XCTestExpectation(description: "Timeout started")
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { startExpectation.fulfill() }
        wait(for: [startExpectation], timeout: 1.0)

        detector.ingest(AccelerometerSamples.spike(magnitude: 0.4))
        detector.ingest(AccelerometerSamples.still(count: 10))
        XCTAssertTrue(timer.isRunning, "a single noise spike must not abort the stop-timeout")
    }
}

import XCTest
@testable import Motionlog

final class MotionRecorderTests: XCTestCase {
    func testRecordsAccelerometerSamples() {
        let recorder = MotionRecorder(interval: 0.05)
        let got = expectation(description: "20 samples")
        recorder.start { samples in if samples.count >= 20 { got.fulfill() } }
        wait(for: [got], timeout: 5)
        recorder.stop()
    }
}

import XCTest
import AVFoundation
@testable import Driftwave

final class VoiceCaptureEngineTests: XCTestCase {
    func testStopWithoutStartIsHarmless() {
        let engine = VoiceCaptureEngine()
        engine.stop()
        XCTAssertFalse(engine.isRunning)
    }

    func testStartInstallsTapAtHardwareFormat() throws {
        let engine = VoiceCaptureEngine()
        let firstBuffer = expectation(description: "first microphone buffer")
        firstBuffer.assertForOverFulfill = false
        engine.onBuffer = { _ in firstBuffer.fulfill() }
        try engine.start()
        XCTAssertTrue(engine.isRunning)
        wait(for: [firstBuffer], timeout: 5)
        engine.stop()
    }
}

import XCTest
@testable import ParleyKit

final class CallAudioEngineTests: XCTestCase {
    func testErrorCarriesStatus() {
        XCTAssertEqual(CallAudioError.audioUnit(status: -50), .audioUnit(status: -50))
    }

    func testStartsCaptureWithVoiceProcessing() {
        let engine = CallAudioEngine()
        XCTAssertNoThrow(try engine.start())
    }
}

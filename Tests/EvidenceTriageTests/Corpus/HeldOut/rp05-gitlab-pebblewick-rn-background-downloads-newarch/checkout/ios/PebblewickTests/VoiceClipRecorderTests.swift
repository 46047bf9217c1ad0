import XCTest
import AVFoundation
@testable import Pebblewick

final class VoiceClipRecorderTests: XCTestCase {
    func testStartRecordingRequestsMicrophone() async throws {
        let recorder = VoiceClipRecorder()
        let granted = await recorder.requestAccess()
        XCTAssertNotNil(granted)
    }
}

import XCTest
@testable import Murmur

final class APIHandlersTests: XCTestCase {
    func testStartRecordingShowsNoMicDetectedErrorWhenNoInputAvailable() {
        let handlers = APIHandlers(audio: FakeAudioInput(hasInput: false))
        let response = handlers.startRecording()
        XCTAssertEqual(response.status, 409)
        XCTAssertEqual(response.message, "No mic detected.")
    }
}

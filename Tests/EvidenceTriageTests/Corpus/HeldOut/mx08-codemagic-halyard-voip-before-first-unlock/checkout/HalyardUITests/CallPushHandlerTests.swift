import XCTest
import HalyardCalls

final class CallPushHandlerTests: XCTestCase {

    func testHangupPushReportsAndEndsCall() throws {
        let provider = RecordingCallProvider()
        let handler = CallPushHandler(provider: provider)
        handler.handle(payload: ["kind": "hangup", "call": "8F1C"])
        XCTAssertEqual(provider.reported.count, 1, "every VoIP push must report a call")
    }

    func testCallerNameFromPayload() throws {
        let update = CallPushHandler.update(for: ["kind": "incoming", "caller": "Dispatch desk"])
        XCTAssertEqual(update.localizedCallerName, "Dispatch desk")
    }
}

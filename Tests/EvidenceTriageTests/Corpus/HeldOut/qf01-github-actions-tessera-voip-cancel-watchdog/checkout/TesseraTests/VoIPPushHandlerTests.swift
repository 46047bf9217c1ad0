import XCTest
import CallKit
@testable import Tessera

final class VoIPPushHandlerTests: XCTestCase {
    private var reporter: RecordingCallReporter!
    private var handler: VoIPPushHandler!

    override func setUp() {
        super.setUp()
        reporter = RecordingCallReporter()
        handler = VoIPPushHandler(reporter: reporter, signaling: StubSignaling())
    }

    func testInvitePushReportsCallBeforeReturning() {
        let payload: [AnyHashable: Any] = ["twi_call_sid": "CA11d0", "twi_message_type": "twilio.voice.call", "twi_from": "client:ana"]
        var completed = false
        handler.handle(payload: payload) { completed = true }
        XCTAssertEqual(reporter.reportedCalls.count, 1)
        XCTAssertTrue(completed)
    }

    func testCancelledInvitePushReportsCallBeforeReturning() {
        let payload: [AnyHashable: Any] = ["twi_call_sid": "CA77f2", "twi_message_type": "twilio.voice.cancel"]
        handler.handle(payload: payload) { }
        XCTAssertEqual(reporter.reportedCalls.count, 1, "reportNewIncomingCall must happen inside didReceiveIncomingPushWith")
    }

    func testPushWithoutCallSidCompletesImmediately() {
        var completed = false
        handler.handle(payload: ["aps": [:]]) { completed = true }
        XCTAssertTrue(completed)
        XCTAssertTrue(reporter.reportedCalls.isEmpty)
    }
}

import XCTest
import PushKit
@testable import Ringline

final class VoIPPushHandlerTests: XCTestCase {
    var provider: CallProviderSpy!
    var handler: VoIPPushHandler!

    override func setUp() {
        super.setUp()
        provider = CallProviderSpy()
        handler = VoIPPushHandler(callProvider: provider)
    }

    func testIncomingCallPayloadReportsCall() {
        handler.handle(payload: ["type": "incoming", "callId": "c-811", "caller": "Dana Ruiz"]) {}
        XCTAssertEqual(provider.reportedCalls.map(\.callId), ["c-811"])
    }

    func testMissedCallPayloadStillReportsCall() {
        var completed = false
        handler.handle(payload: ["type": "missed", "callId": "c-812", "caller": "Dana Ruiz"]) { completed = true }
        XCTAssertTrue(completed)
        XCTAssertEqual(provider.reportedCalls.count, 1)
    }
}

import CallKit
import PushKit
import XCTest
@testable import Parlance

final class VoIPPushHandlerTests: XCTestCase {
    private var provider: RecordingCallProvider!
    private var handler: VoIPPushHandler!

    override func setUp() {
        provider = RecordingCallProvider()
        handler = VoIPPushHandler(provider: provider, directory: StubDirectory(names: ["sip:ana@pbx.example.net": "Ana Ruiz"]))
    }

    func testIgnoresNonVoIPPushTypes() {
        var completed = false
        handler.pushRegistry(PKPushRegistry(queue: .main), didReceiveIncomingPushWith: .fixture(.invite),
                             for: .fileProvider) { completed = true }
        XCTAssertTrue(completed)
        XCTAssertTrue(provider.reportedCalls.isEmpty)
    }

    /// PushKit terminates the app unless the incoming call is reported to CallKit
    /// before the delegate callback returns (same run loop, no async hop).
    func testReportsIncomingCallBeforeReturningFromPushCallback() {
        handler.pushRegistry(PKPushRegistry(queue: .main), didReceiveIncomingPushWith: .fixture(.invite),
                             for: .voIP) {}
        XCTAssertEqual(provider.reportedCalls.count, 1, "reportNewIncomingCall must run before didReceiveIncomingPush returns")
        XCTAssertEqual(provider.reportedCalls.first?.update.remoteHandle?.value, "sip:ana@pbx.example.net")
    }
}

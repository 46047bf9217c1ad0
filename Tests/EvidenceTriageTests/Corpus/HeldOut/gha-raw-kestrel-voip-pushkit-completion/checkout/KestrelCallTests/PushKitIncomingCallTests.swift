import XCTest
import PushKit
import CallKit
@testable import KestrelCall

/// The VoIP push path: PushKit -> IncomingPushHandler -> CXProvider.
/// RecordingCallProvider stands in for CXProvider and logs the order of events.
final class PushKitIncomingCallTests: XCTestCase {
    private var provider: RecordingCallProvider!
    private var handler: IncomingPushHandler!

    override func setUp() {
        super.setUp()
        provider = RecordingCallProvider()
        handler = IncomingPushHandler(
            provider: provider,
            decoder: CallInviteDecoder(),
            directory: StubCallerDirectory(name: "Dispatch 07", delay: 0.4)
        )
    }

    func testCompletionRunsAfterCallKitReport() {
        let done = expectation(description: "PushKit completion")
        handler.handle(payload: VoIPPayloadFixture.callInvite, completion: {
            self.provider.events.append("pushCompletion")
            done.fulfill()
        })
        wait(for: [done], timeout: 2)
        XCTAssertEqual(provider.events, ["reportNewIncomingCall", "pushCompletion"], "PushKit completion must run only after CallKit has the call")
    }

    func testCallIsReportedInSameRunLoopAsPush() {
        handler.handle(payload: VoIPPayloadFixture.callInvite, completion: {})
        // iOS 13+: the call has to reach CallKit before didReceiveIncomingPushWith returns.
        XCTAssertTrue(provider.events.contains("reportNewIncomingCall"), "reportNewIncomingCall was deferred until the caller-directory lookup returned")
    }

    func testCancelledInviteEndsReportedCall() {
        handler.handle(payload: VoIPPayloadFixture.cancelledInvite, completion: {})
        XCTAssertEqual(provider.endedCalls.count, 1)
    }
}

import CallKit
import XCTest
@testable import ParleyCalling

/// "Killing app because it never posted an incoming call to the system after receiving a PushKit
/// VoIP push callback": every VoIP push must reach CXProvider.reportNewIncomingCall, even for a call
/// that has already ended (report it, then end it).
final class IncomingCallPushTests: XCTestCase {
    func testPushForEndedCallIsStillReportedToCallKit() {
        let provider = CallProviderSpy()
        let coordinator = IncomingCallCoordinator(provider: provider, calls: CallRegistryStub(ended: ["c-9F21"]))
        let completed = expectation(description: "PushKit completion")
        coordinator.handleVoIPPush(["callId": "c-9F21", "caller": "+39 06 1234 5678"]) { completed.fulfill() }
        wait(for: [completed], timeout: 1)
        XCTAssertEqual(provider.reportedIncomingCalls.count, 1, "every VoIP push must be reported to CallKit")
    }
}

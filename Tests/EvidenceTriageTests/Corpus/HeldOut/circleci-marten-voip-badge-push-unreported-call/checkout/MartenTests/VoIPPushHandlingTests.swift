import XCTest
import PushKit
import CallKit
@testable import Marten

final class VoIPPushHandlingTests: XCTestCase {
    private var callKit: CallKitProviderSpy!
    private var service: PushNotificationService!

    override func setUp() {
        super.setUp()
        callKit = CallKitProviderSpy()
        service = PushNotificationService(callProvider: callKit, applicationState: { .background })
    }

    func testCallInvitePushReportsIncomingCall() {
        let payload = PushPayloadFixture.voip(["event_id": "$inv1", "room_id": "!r1:marten.test", "type": "m.call.invite"])
        service.handleVoIPPush(payload, completion: {})
        XCTAssertEqual(callKit.reportedCalls.count, 1)
    }

    func testBadgeOnlyVoIPPushStillReportsToCallKit() {
        // Stale PushKit pushers on the homeserver still send badge-only VoIP pushes.
        let payload = PushPayloadFixture.voip(["aps": ["badge": 0]])
        service.handleVoIPPush(payload, completion: {})
        XCTAssertEqual(callKit.reportedCalls.count, 1, "every PushKit VoIP push must be reported to CallKit in the same run loop")
        XCTAssertEqual(callKit.endedCalls.count, 1, "a push without a call invite must be reported and ended immediately")
    }
}

import CallKit
import PushKit
import XCTest
@testable import Pennyroyal

final class VoIPPushHandlerTests: XCTestCase {
    func testPushForKnownInviteReportsCall() {
        let provider = RecordingCallProvider()
        let store = InMemoryInviteStore(invites: [.fixture(callID: "c-100")])
        let handler = VoIPPushHandler(provider: provider, invites: store)

        handler.pushRegistry(PKPushRegistry(queue: nil), didReceiveIncomingPushWith: .fixture(callID: "c-100"), for: .voIP) {}
        XCTAssertEqual(provider.reported.count, 1)
    }

    func testPushForUnknownInviteStillReportsCall() {
        // On iOS 13+ every VoIP push must be reported to CallKit, or the system kills the app.
        let provider = RecordingCallProvider()
        let handler = VoIPPushHandler(provider: provider, invites: InMemoryInviteStore(invites: []))

        handler.pushRegistry(PKPushRegistry(queue: nil), didReceiveIncomingPushWith: .fixture(callID: "c-7731"), for: .voIP) {}
        XCTAssertEqual(provider.reported.count, 1, "a VoIP push must always be reported to CallKit")
    }
}

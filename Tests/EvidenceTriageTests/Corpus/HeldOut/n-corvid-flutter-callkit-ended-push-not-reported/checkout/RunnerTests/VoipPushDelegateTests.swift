import XCTest
import PushKit
import CallKit
@testable import Runner

final class VoipPushDelegateTests: XCTestCase {
    private var provider: RecordingCallProvider!
    private var delegate: VoipPushDelegate!

    override func setUp() {
        super.setUp()
        provider = RecordingCallProvider()
        delegate = VoipPushDelegate(callProvider: provider, channel: NoopMethodChannel())
    }

    func testIncomingPushReportsCall() {
        let payload = FakePushPayload(["id": "c-81", "nameCaller": "Ines Aldana", "type": 0])
        let done = expectation(description: "completion")
        delegate.pushRegistry(PKPushRegistry(queue: nil), didReceiveIncomingPushWith: payload, for: .voIP) { done.fulfill() }
        wait(for: [done], timeout: 2)
        XCTAssertEqual(provider.reportedCallIDs, ["c-81"])
    }

    func testDeclinedPushStillReportsCall() {
        // The backend sends a second VoIP push with "status": "ended" when the caller hangs up
        // before the callee answers (the decline/cancel case).
        let payload = FakePushPayload(["id": "c-82", "status": "ended"])
        let done = expectation(description: "completion")
        let registry = PKPushRegistry(queue: .main)
        delegate.pushRegistry(registry, didReceiveIncomingPushWith: payload, for: .voIP) { done.fulfill() }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(provider.reportedCallIDs, ["c-82"])
        XCTAssertEqual(provider.endedCallIDs, ["c-82"])
    }
}

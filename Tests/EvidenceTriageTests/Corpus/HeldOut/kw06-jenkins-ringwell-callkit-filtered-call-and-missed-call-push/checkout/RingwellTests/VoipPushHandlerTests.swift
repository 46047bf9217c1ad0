import XCTest
@testable import Ringwell

final class VoipPushHandlerTests: XCTestCase {
    func testMissedCallPushStillReportsCall() {
        let provider = FakeCallProvider(result: nil)
        let handler = VoipPushHandler(coordinator: IncomingCallCoordinator(provider: provider, media: FakeMediaEngine()))
        let done = expectation(description: "push handled")
        handler.handle(payload: ["kind": "missed", "from": "+31 20 555 0101"]) { done.fulfill() }
        wait(for: [done], timeout: 1)
        XCTAssertEqual(provider.reportedCalls.count, 1, "every VoIP push must be reported to CallKit before completion")
    }
}

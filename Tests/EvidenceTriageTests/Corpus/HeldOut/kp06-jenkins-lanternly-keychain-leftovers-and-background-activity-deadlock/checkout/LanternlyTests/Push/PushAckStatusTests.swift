import XCTest
@testable import Lanternly

final class PushAckStatusTests: XCTestCase {
    func testAckRequestEnqueuedWhileInBackground() {
        let transport = RecordingTransport()
        let status = PushAckStatus(factory: .shared, transport: transport)
        let enqueued = expectation(description: "ack request enqueued")
        transport.onEnqueue = { _ in enqueued.fulfill() }

        status.didReceiveSilentPush(id: "3f9a0c", appState: .background)

        wait(for: [enqueued], timeout: 5)
    }
}

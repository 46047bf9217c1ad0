import XCTest
import CallKit
@testable import Parley

final class CallKitProviderTests: XCTestCase {
    func testEndCallTransactionReportsEnded() {
        let calls = CallStore()
        let provider = CallKitProvider(store: calls, controller: CXCallController(queue: .main))
        let uuid = calls.startOutgoing(to: "Mara")
        let ended = expectation(description: "call ended")
        provider.end(uuid) { _ in ended.fulfill() }
        wait(for: [ended], timeout: 2)
        XCTAssertEqual(calls.state(of: uuid), "ended")
    }
}

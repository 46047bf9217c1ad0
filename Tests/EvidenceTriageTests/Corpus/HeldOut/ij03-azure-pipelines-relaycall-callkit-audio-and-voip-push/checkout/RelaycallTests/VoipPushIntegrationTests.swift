import XCTest
@testable import Relaycall

/// The pipeline runs scripts/send-sim-voip-push.sh in the background while this test waits.
final class VoipPushIntegrationTests: XCTestCase {
    func testSimctlVoipPushReportsIncomingCall() {
        let reported = NSPredicate { _, _ in CallManager.shared.reportedCalls.values.contains("Dispatch 7") }
        let result = XCTWaiter.wait(for: [XCTNSPredicateExpectation(predicate: reported, object: nil)], timeout: 30)
        XCTAssertEqual(result, .completed, "the simulated VoIP push should reach PushKit and report a CallKit call")
    }
}

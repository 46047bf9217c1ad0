import XCTest
@testable import Larkspur

final class OfflinePurchaseTests: XCTestCase {
    func testDeferredPurchaseCompletes() {
        let store = FakeStoreKit(approvalDelay: 1.6)
        let done = expectation(description: "deferred purchase completed")
        OfflinePurchaseFlow(store: store).buy(.annualSeat) { _ in done.fulfill() }
        wait(for: [done], timeout: 2)
    }
}

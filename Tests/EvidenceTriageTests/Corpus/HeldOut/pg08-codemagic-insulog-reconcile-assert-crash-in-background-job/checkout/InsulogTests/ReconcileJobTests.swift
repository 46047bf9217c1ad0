import XCTest
@testable import InsulogKit

final class ReconcileJobTests: XCTestCase {
    func testJobReconcilesAfterOvernightPumpHistory() {
        let store = DoseStore.inMemory(fixture: "overnight-mutable-temp-basal")
        let done = expectation(description: "job completed")
        ReconcileJob(store: store).runForTesting { success in
            XCTAssertTrue(success)
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
    }
}

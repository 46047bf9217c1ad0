import XCTest
@testable import Quokka

final class PlaybackBudgetTests: XCTestCase {
    /// The waiter is parked with DispatchQueue.global().async; under a full parallel run the
    /// global pool can be saturated by other suites' blocking waits before it ever starts.
    func testWaiterReleasedWithinBudget() {
        let budget = PlaybackRequestBudget(limit: 1)
        budget.acquire()
        let released = expectation(description: "budget waiter released")
        DispatchQueue.global().async {
            budget.acquire()
            released.fulfill()
        }
        budget.release()

        wait(for: [released], timeout: 5)
    }
}

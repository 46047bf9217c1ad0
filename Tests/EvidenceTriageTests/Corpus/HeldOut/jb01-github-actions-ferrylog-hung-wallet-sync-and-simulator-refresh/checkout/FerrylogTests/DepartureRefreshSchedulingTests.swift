import BackgroundTasks
import XCTest
@testable import Ferrylog

/// Runs against the real BGTaskScheduler in the test host.
final class DepartureRefreshSchedulingTests: XCTestCase {
    override func tearDown() {
        BGTaskScheduler.shared.cancel(taskRequestWithIdentifier: DepartureRefreshScheduler.identifier)
        super.tearDown()
    }

    func testRefreshIdentifierIsPermitted() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String]
        XCTAssertEqual(permitted, [DepartureRefreshScheduler.identifier])
    }

    func testBackgroundingSubmitsRefreshRequest() throws {
        let scheduler = DepartureRefreshScheduler(recorder: AppDelegate.recorder)

        XCTAssertNoThrow(try scheduler.submitNextRefresh(from: Date()))

        let pending = expectation(description: "pending requests")
        BGTaskScheduler.shared.getPendingTaskRequests { requests in
            XCTAssertTrue(requests.contains { $0.identifier == DepartureRefreshScheduler.identifier })
            pending.fulfill()
        }
        wait(for: [pending], timeout: 5)
    }
}

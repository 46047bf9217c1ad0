import BackgroundTasks
import XCTest
@testable import Fieldkit

final class TechCacheRefreshTests: XCTestCase {
    func testRefreshRequestIsSubmittedOnBackground() throws {
        RefreshTaskCoordinator.shared.scheduleNextRefresh()
        let pending = try awaitPendingRequests()
        XCTAssertTrue(pending.contains { $0.identifier == RefreshTaskCoordinator.identifier })
    }

    func testSimulatedRefreshRebuildsPhoneCache() throws {
        DispatchAPI.shared.stubTechnicians(count: 142)
        let changed = expectation(forNotification: .phoneCacheDidChange, object: nil)

        RefreshTaskCoordinator.shared.scheduleNextRefresh()
        BGTaskDebugHooks.simulateLaunch(RefreshTaskCoordinator.identifier)

        wait(for: [changed], timeout: 30)
        XCTAssertEqual(PhoneCacheQuery.technicianCount(), 142)
    }
}

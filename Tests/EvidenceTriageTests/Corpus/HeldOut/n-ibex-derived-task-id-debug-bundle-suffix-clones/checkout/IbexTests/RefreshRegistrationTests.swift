import XCTest
import BackgroundTasks
@testable import Ibex

final class RefreshRegistrationTests: XCTestCase {
    func testRefreshIdentifierRegisteredAtLaunch() throws {
        let records = try DiagnosticsLog.read(phase: .registration)
        let refresh = try XCTUnwrap(records.first { $0.identifier == BackgroundIDs.refresh })
        XCTAssertEqual(refresh.outcome, .succeeded)
    }

    func testSimulatedRefreshLaunchRunsSync() async throws {
        let done = expectation(description: "refresh handler")
        SyncCoordinator.shared.onRefreshHandled = { done.fulfill() }
        BGTaskScheduler.shared.perform(Selector(("_simulateLaunchForTaskWithIdentifier:")), with: BackgroundIDs.refresh)
        await fulfillment(of: [done], timeout: 10)
    }
}

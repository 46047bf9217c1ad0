import UIKit
import XCTest
@testable import Tidemark

/// Runs against the real BGTaskScheduler in the test host.
final class HealthSyncSchedulingTests: XCTestCase {
    override func setUp() {
        setenv("EVIDENCE_TEST_ID", "HealthSyncSchedulingTests/testRefreshTaskRunsAfterBackgrounding", 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
    }

    func testRefreshTaskRunsAfterBackgrounding() async throws {
        let launched = expectation(description: "refresh task launched")
        HealthSummaryRefresh.onRun = { launched.fulfill() }
        await MainActor.run {
            let app = UIApplication.shared
            app.delegate?.applicationDidEnterBackground?(app)
        }
        await fulfillment(of: [launched], timeout: 60)
    }
}

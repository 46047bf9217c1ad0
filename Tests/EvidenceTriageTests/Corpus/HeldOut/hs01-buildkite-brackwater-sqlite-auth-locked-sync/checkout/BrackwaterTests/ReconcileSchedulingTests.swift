import XCTest
import BackgroundTasks
@testable import Brackwater

/// Added in BRK-1190 to prove the nightly reconcile actually runs after we submit it.
final class ReconcileSchedulingTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        BackgroundTasks.onLaunch = nil
        unsetenv("EVIDENCE_TEST_ID")
    }

    func testReconcileRequestRequiresNetwork() {
        let request = BGProcessingTaskRequest(identifier: BackgroundTasks.reconcile.rawValue)
        request.requiresNetworkConnectivity = true
        XCTAssertTrue(request.requiresNetworkConnectivity)
    }

    func testReconcileTaskLaunchesAfterSubmission() throws {
        let launched = expectation(description: "reconcile task launched by the system")
        BackgroundTasks.onLaunch = { identifier in
            if identifier == BackgroundTasks.reconcile.rawValue { launched.fulfill() }
        }

        do {
            try BackgroundTasks.submitReconcile(earliestBegin: Date(timeIntervalSinceNow: 60))
        } catch {
            XCTFail("submit failed: \(error)")
        }

        // The reconcile window is 1 minute out; give the scheduler 15 minutes.
        wait(for: [launched], timeout: 900)
    }
}

import BackgroundTasks
import UIKit
import XCTest
@testable import Quarry

final class SiteSyncSchedulingTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
        BGTaskScheduler.shared.cancelAllTaskRequests()
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
    }

    func testSiteSyncIsPendingAfterBackgrounding() async throws {
        await MainActor.run {
            NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        }
        let pending = await BGTaskScheduler.shared.pendingTaskRequests()
        XCTAssertTrue(pending.contains { $0.identifier == SiteSyncScheduler.taskID },
                      "no pending BGTaskRequest for \(SiteSyncScheduler.taskID)")
    }

    func testSiteSyncRunsWithinTwoMinutesOfBackgrounding() async throws {
        let ran = expectation(forNotification: SiteSyncJob.didFinish, object: nil)
        ran.expectationDescription = "site-sync ran"
        SiteSyncScheduler.shared.schedule(earliest: 1)
        await MainActor.run {
            NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        }
        await fulfillment(of: [ran], timeout: 120)
    }
}

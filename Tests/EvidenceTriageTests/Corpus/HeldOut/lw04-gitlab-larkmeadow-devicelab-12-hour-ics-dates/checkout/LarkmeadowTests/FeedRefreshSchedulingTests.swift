import BackgroundTasks
import XCTest
@testable import Larkmeadow

final class FeedRefreshSchedulingTests: XCTestCase {
    func testRefreshRunsWithinFifteenMinutes() throws {
        let app = TestApp.shared
        try FeedRefreshTask.submit(recorder: app.recorder)
        let finished = expectation(forNotification: .feedRefreshDidFinish, object: nil)
        // The lab phone is on charge and on Wi-Fi; iOS should get to it quickly.
        wait(for: [finished], timeout: 900)
    }

    func testRequestEarliestBeginIsOneHourOut() throws {
        let recorder = DiagnosticsRecorder.inMemory()
        let now = Date(timeIntervalSince1970: 1_795_800_000)
        try FeedRefreshTask.submit(now: now, recorder: recorder)
        let pending = expectation(description: "pending")
        BGTaskScheduler.shared.getPendingTaskRequests { requests in
            XCTAssertEqual(requests.first { $0.identifier == FeedRefreshTask.identifier }?.earliestBeginDate, now.addingTimeInterval(3600))
            pending.fulfill()
        }
        wait(for: [pending], timeout: 5)
    }
}

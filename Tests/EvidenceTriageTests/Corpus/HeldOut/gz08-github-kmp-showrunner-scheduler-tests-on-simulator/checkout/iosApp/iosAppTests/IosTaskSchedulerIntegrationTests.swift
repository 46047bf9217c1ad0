import BackgroundTasks
import XCTest
import Shared
@testable import iosApp

/// Exercises the real BGTaskScheduler through the shared scheduler API.
final class IosTaskSchedulerIntegrationTests: XCTestCase {
    private let syncId = "com.showrunner.tasks.library-sync"

    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.map { $0.split(separator: ".").last.map(String.init) ?? "" }.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testSchedulePeriodicLeavesPendingRequest() async {
        AppContainer.shared.scheduler.schedulePeriodic(request: .librarySync(intervalSeconds: 900))
        let pending = await BGTaskScheduler.shared.pendingTaskRequests()
        XCTAssertEqual(pending.filter { $0.identifier == syncId }.count, 1)
    }

    func testPeriodicLibrarySyncRunsWorker() {
        let ran = expectation(forNotification: .workerDidFinish, object: nil) { note in
            (note.userInfo?["taskId"] as? String) == self.syncId
        }
        AppContainer.shared.scheduler.schedulePeriodic(request: .librarySync(intervalSeconds: 60))
        // Give the system two minutes to launch the processing task.
        wait(for: [ran], timeout: 120)
    }
}

import XCTest
@testable import Tessellate

final class OfflineManagerTests: XCTestCase {

    func testJobStoreResumesPausedJobsWithoutContinuedProcessing() {
        let store = FakeJobStore(paused: [DownloadJob.fixture(id: "A", bytes: 10)])
        _ = OfflineManager(jobStore: store, useContinuedProcessingTasks: false)
        XCTAssertEqual(store.resumeCallCount, 1)
    }

    func testJobStoreDoesNotResumeJobsOwnedByContinuedTask() {
        // App killed mid-download: the continued task failed with it. On the
        // next launch the JobStore must not silently resume that job in-app.
        let store = FakeJobStore(paused: [DownloadJob.fixture(id: "B", bytes: 10)])
        _ = OfflineManager(jobStore: store, useContinuedProcessingTasks: true)
        XCTAssertEqual(store.resumeCallCount, 0,
                       "JobStore resumed paused jobs while continued processing tasks own them")
    }
}

import XCTest
@testable import Lanternfish

final class UploadQueueRelaunchTests: XCTestCase {
    func testRelaunchReattachesInFlightUploadInsteadOfResubmitting() {
        let session = FakeBackgroundSession()
        let store = UploadJobStore.inMemory()
        let job = UploadJob.fixture(itemID: "chapter-07.m4b")
        store.save(job)
        // nsurlsessiond still owns the upload that was running when the app was killed.
        session.existingTasks = [FakeUploadTask(taskDescription: "chapter-07.m4b", state: .running)]

        let queue = UploadQueue(session: session, store: store)
        queue.resumeAfterRelaunch()

        XCTAssertEqual(session.uploadTasksForDescription("chapter-07.m4b").count, 1,
                       "relaunch must reattach to the upload nsurlsessiond already owns, not submit a second one")
    }

    func testRelaunchRestartsJobWithNoTask() {
        let session = FakeBackgroundSession()
        let store = UploadJobStore.inMemory()
        store.save(.fixture(itemID: "chapter-02.m4b"))
        UploadQueue(session: session, store: store).resumeAfterRelaunch()
        XCTAssertEqual(session.created.count, 1)
    }
}

import XCTest
@testable import Shoebox

final class UploadQueueTests: XCTestCase {
    func testEnqueuePersistsManifest() throws {
        let queue = UploadQueue(store: .temporary())
        try queue.enqueue(PhotoAsset.fixture("IMG_0412.HEIC"))
        XCTAssertEqual(queue.store.pendingCount, 1)
    }

    /// Simulates a relaunch: a second UploadQueue must find the tasks the first one handed to nsurlsessiond.
    func testRelaunchReattachesPendingUploads() async throws {
        let store = ManifestStore.temporary()
        let first = UploadQueue(store: store)
        try first.enqueue(PhotoAsset.fixture("IMG_0412.HEIC"))
        try first.enqueue(PhotoAsset.fixture("IMG_0413.HEIC"))

        let relaunched = UploadQueue(store: store)
        let reattached = await relaunched.reattachPendingTasks()
        XCTAssertEqual(reattached.count, 2)
    }
}

import XCTest
@testable import Harrowby

final class DraftUploaderTests: XCTestCase {
    private var app: FakeApplication!
    private var client: StubUploadClient!
    private var store: InMemoryDraftStore!

    override func setUp() {
        app = FakeApplication()
        client = StubUploadClient()
        store = InMemoryDraftStore()
    }

    func testUploadsQueuedDraftsInOrder() {
        let uploader = DraftUploader(app: app, client: client, store: store, retry: HeldRetry())
        uploader.upload([.fixture("A-101"), .fixture("A-102")])
        client.completeAll(with: .success(()))
        XCTAssertEqual(client.sentIDs, ["A-101", "A-102"])
    }

    func testSuccessfulUploadEndsBackgroundTask() {
        let uploader = DraftUploader(app: app, client: client, store: store, retry: HeldRetry())
        uploader.upload([.fixture("A-101")])
        client.completeAll(with: .success(()))
        XCTAssertEqual(app.activeTaskCount, 0)
    }

    func testExpirationEndsBackgroundTask() {
        let retry = HeldRetry()
        let uploader = DraftUploader(app: app, client: client, store: store, retry: retry)
        uploader.upload([.fixture("B-7")])

        app.expireAll()   // UIKit's expiration callback

        XCTAssertEqual(retry.pending.count, 1, "a retry is queued for when the app runs again")
        XCTAssertEqual(app.ended.count, 1, "endBackgroundTask must be called from the expiration handler")
    }

    func testRetryAfterFailureKeepsSingleBackgroundTask() {
        client.results = [.failure(URLError(.networkConnectionLost)), .success(())]
        let uploader = DraftUploader(app: app, client: client, store: store, retry: ImmediateRetry())
        uploader.upload([.fixture("C-3")])
        client.completeAll()

        XCTAssertEqual(store.uploadedIDs, ["C-3"])
        XCTAssertEqual(app.activeTaskCount, 0, "every begun background task must be ended")
    }
}

import XCTest
@testable import Shutterbox

final class UploadManagerTests: XCTestCase {
    var store: InMemoryDraftStore!
    var api: StubMediaAPI!

    override func setUp() {
        store = InMemoryDraftStore()
        api = StubMediaAPI(reservedName: "Harbor at dusk.jpeg")
    }

    func testResumeAfterFailedUploadKeepsFinalFilename() async throws {
        let draft = UploadDraft.fixture()
        let editor = await DraftEditorViewModel(draft: draft, store: store)
        let manager = UploadManager(store: store, api: api)
        api.failNextUpload = true
        _ = try? await manager.upload(draft)
        await editor.save()
        let path = try await manager.resume(draftID: draft.id)
        XCTAssertEqual(path, "File:Harbor_at_dusk.jpeg")
    }

    func testQueueDeduplicatesIdenticalDrafts() async {
        let manager = UploadManager(store: store, api: api)
        let draft = UploadDraft.fixture()
        await manager.enqueue(draft)
        await manager.enqueue(draft)
        let count = await manager.queue.count
        XCTAssertEqual(count, 1)
    }
}

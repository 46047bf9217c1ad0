import Testing
@testable import Cinder

struct UploadQueueTests {
    @Test func resumesFromCommittedCursorAfterExpiration() async {
        let store = CursorStore.inMemory()
        let uploader = RecordingUploader()
        let assets = AssetID.fixtures(count: 20)

        // First run: the system expires the processing task after 8 uploads.
        let first = UploadQueue(store: store, uploader: uploader)
        uploader.onUpload = { count in if count == 8 { first.cancel() } }
        _ = await first.run(assets: assets)

        // Second run should continue with asset 9.
        uploader.onUpload = nil
        _ = await UploadQueue(store: store, uploader: uploader).run(assets: assets)

        #expect(uploader.uploadedAssetIDs.count == 20)
    }

    @Test func completedRunCommitsCursor() async {
        let store = CursorStore.inMemory()
        _ = await UploadQueue(store: store, uploader: RecordingUploader()).run(assets: AssetID.fixtures(count: 3))
        #expect(store.committedCursor == 3)
    }
}

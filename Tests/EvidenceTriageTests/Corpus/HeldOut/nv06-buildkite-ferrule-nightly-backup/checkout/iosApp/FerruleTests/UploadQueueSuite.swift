import Testing
import FerruleShared

@Suite struct UploadQueueSuite {
    @Test func retryKeepsOrder() {
        let q = UploadQueue()
        q.enqueue(id: "IMG_0001"); q.enqueue(id: "IMG_0002"); q.enqueue(id: "IMG_0003")
        q.markFailed(id: "IMG_0001")
        q.retryFailed()
        #expect(q.pendingIds() == ["IMG_0001", "IMG_0002", "IMG_0003"])
    }
}

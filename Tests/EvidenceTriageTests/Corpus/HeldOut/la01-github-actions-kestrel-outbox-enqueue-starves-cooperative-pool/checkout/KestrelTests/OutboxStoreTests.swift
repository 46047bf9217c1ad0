import XCTest
@testable import Kestrel

final class OutboxStoreTests: XCTestCase {
    func testEnqueuePersistsEntry() {
        let store = OutboxStore(uploader: RecordingUploader())
        store.enqueue(JournalEntry(text: "hello"))
        XCTAssertEqual(store.count, 1)
    }

    func testFlushDrainsInOrder() async throws {
        let uploader = RecordingUploader()
        let store = OutboxStore(uploader: uploader, budget: 2)
        for i in 0..<3 { store.enqueue(JournalEntry(text: "e\(i)")) }
        let batches = await uploader.batches
        XCTAssertEqual(batches.first?.map(\.text), ["e0", "e1", "e2"])
    }

    /// 200 concurrent enqueues from the cooperative pool, with a budget small enough that
    /// some of them trigger a flush.
    func testConcurrentEnqueueIsThreadSafe() async {
        let store = OutboxStore(uploader: RecordingUploader(), budget: 20)
        await withTaskGroup(of: Void.self) { group in
            for i in 0..<200 {
                group.addTask {
                    store.enqueue(JournalEntry(text: "entry \(i)"))
                }
            }
        }
        XCTAssertLessThanOrEqual(store.count, 20)
    }
}

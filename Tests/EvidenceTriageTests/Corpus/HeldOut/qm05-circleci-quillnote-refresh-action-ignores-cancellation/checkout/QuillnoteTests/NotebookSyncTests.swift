import XCTest
@testable import Quillnote

final class NotebookSyncTests: XCTestCase {
    func testSyncWritesChangedPages() async throws {
        let store = PageStore.inMemory()
        let sync = NotebookSync(client: .fixture(pages: 5), store: store)
        await sync.run()
        let count = await store.pageCount
        XCTAssertEqual(count, 5)
    }

    func testSyncStopsWritingWhenCancelled() async throws {
        let store = PageStore.inMemory()
        let client = NotebookClient.fixture(pages: 40, bodyDelay: .milliseconds(50))
        let sync = NotebookSync(client: client, store: store)
        let task = Task { await sync.run() }
        try await Task.sleep(for: .milliseconds(300))
        task.cancel()
        let cancelledAt = await store.pageCount
        await task.value
        let finalCount = await store.pageCount
        XCTAssertEqual(finalCount, cancelledAt, "pages written after the task was cancelled")
    }
}

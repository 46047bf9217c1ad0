import CoreData
import XCTest
@testable import Tallowick

/// The scheme runs tests with -com.apple.CoreData.ConcurrencyDebug 1.
final class BookmarkSnapshotTests: XCTestCase {
    func testSnapshotIsTakenOnContextQueue() async throws {
        let store = InMemoryStore()
        store.insertPending(count: 2)
        let queue = OfflineSyncQueue(container: store.container, api: StubUploader(results: [.success, .success]))
        let report = try await Task.detached { try await queue.drain() }.value
        XCTAssertEqual(report.uploaded, 2)
    }
}

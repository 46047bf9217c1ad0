import CoreData
import XCTest
@testable import LanternShelf

/// The library sync runs inside the `com.lanternshelf.app.library-sync`
/// BGProcessingTask and on foreground resume. These tests drive the
/// operation directly against an on-disk test store.
final class LibrarySyncOperationTests: XCTestCase {
    private var stack: TestCoreDataStack!
    private var remote: FakeSyncRemote!

    override func setUpWithError() throws {
        stack = try TestCoreDataStack(onDisk: true)
        remote = FakeSyncRemote()
    }

    func testQueuesUploadForNewItem() throws {
        let book = stack.insertBook(title: "The Long Way Down", syncState: .local)
        let op = LibrarySyncOperation(dataManager: stack.dataManager, remote: remote)
        try op.enqueueUploads()
        XCTAssertEqual(remote.queuedUploads, [book.relativePath])
    }

    func testUploadQueueMarksItemsSynced() throws {
        stack.insertBooks(count: 25, syncState: .local)
        let op = LibrarySyncOperation(dataManager: stack.dataManager, remote: remote)
        let done = expectation(description: "upload queue drained")
        op.start { result in
            XCTAssertNoThrow(try result.get())
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(stack.count(syncState: .synced), 25)
    }
}

import XCTest
@testable import QuarryNotes

final class AttachmentSyncTests: XCTestCase {
    func testConcurrentSyncsBothComplete() throws {
        let first = expectation(description: "first sync completion")
        let second = expectation(description: "second sync completion")
        AttachmentSyncClient(server: .local).sync(noteID: 41) { _ in first.fulfill() }
        AttachmentSyncClient(server: .local).sync(noteID: 42) { _ in second.fulfill() }
        wait(for: [first, second], timeout: 30)
    }
}

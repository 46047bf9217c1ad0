import XCTest
@testable import Larchmont

final class AttachmentIndexerTests: XCTestCase {
    func testReturnsZeroWhenNothingPending() {
        let indexer = AttachmentIndexer(store: InMemoryAttachmentIndexStore())
        let done = expectation(description: "completion")
        indexer.indexPending([]) { result in
            XCTAssertEqual(try? result.get(), 0)
            done.fulfill()
        }
        wait(for: [done], timeout: 1)
    }

    func testSkipsAlreadyIndexedFiles() throws {
        let files = try TemporaryAttachments(count: 2)
        let store = InMemoryAttachmentIndexStore()
        store.record([files.attachments[0].id: "9f2c"])
        let indexer = AttachmentIndexer(store: store)
        let done = expectation(description: "completion")

        indexer.indexPending(files.attachments) { result in
            XCTAssertEqual(try? result.get(), 1)
            done.fulfill()
        }

        wait(for: [done], timeout: 5)
    }
}

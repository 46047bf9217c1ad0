import XCTest
@testable import Larchmont

final class NightlyIndexJobTests: XCTestCase {
    func testIndexesPendingAttachments() async throws {
        let files = try TemporaryAttachments(count: 3)
        let store = InMemoryAttachmentIndexStore()
        let job = NightlyIndexJob(indexer: AttachmentIndexer(store: store), attachments: { files.attachments })

        let indexed = try await job.run()

        XCTAssertEqual(indexed, 3)
        XCTAssertEqual(store.digests.count, 3)
    }
}

import XCTest
@testable import Quillpost

@MainActor
final class OutboxUploadTests: XCTestCase {
    func testUploadSendsQueuedDrafts() async throws {
        let outbox = Outbox(store: InMemoryDraftStore(drafts: [.sample(id: 1)]), client: FakePostClient())
        try await outbox.uploadAll()
        XCTAssertTrue(outbox.store.isEmpty)
    }

    func testUploadFinishesWithinExpiringActivity() {
        let client = FakePostClient()
        let outbox = Outbox(store: InMemoryDraftStore(drafts: [.sample(id: 1), .sample(id: 2)]), client: client)
        let uploaded = expectation(description: "outbox drained inside the expiring activity")
        let runner = ExpiringActivityRunner()
        runner.perform(named: "outbox-upload") {
            try? await outbox.uploadAll()
            uploaded.fulfill()
        }
        wait(for: [uploaded], timeout: 30)
        XCTAssertTrue(runner.didFinish)
    }
}

import XCTest
@testable import Harbor

/// Runs BerthSyncJob against ci/stub-server (started by the workflow on
/// 127.0.0.1:50833 with the canned berth feed).
final class BerthSyncTests: XCTestCase {

    func testSyncAgainstStubServer() async throws {
        let store = BerthStore.inMemory()
        let job = BerthSyncJob(client: .init(baseURL: URL(string: "http://127.0.0.1:50833/v3/")!, timeout: 10), store: store)

        try await job.run()

        XCTAssertEqual(store.berths.count, 42)
        XCTAssertNotNil(store.lastSyncedAt)
    }
}

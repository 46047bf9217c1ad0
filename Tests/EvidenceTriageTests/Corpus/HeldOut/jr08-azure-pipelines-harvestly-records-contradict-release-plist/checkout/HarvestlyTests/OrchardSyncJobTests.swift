import XCTest
@testable import Harvestly

final class OrchardSyncJobTests: XCTestCase {
    func testResumesFromSavedPageToken() async throws {
        let api = RecordingOrchardAPI(pages: Fixtures.threePages)
        let store = InMemorySyncStateStore(pageToken: "p2")
        _ = try await OrchardSyncJob(api: api, store: store).run()
        XCTAssertEqual(api.requestedTokens.first, "p2", "an interrupted sync must resume from the saved page token")
    }
}

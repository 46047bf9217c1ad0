import XCTest
@testable import Lanternfish

final class CatchLogSyncJobTests: XCTestCase {
    func testSyncUploadsPendingCatches() async throws {
        let api = FakeCatchLogAPI()
        let job = CatchLogSyncJob(api: api, auth: FakeTokenRefresher(), outbox: .fixture(pending: 3))
        try await job.run()
        XCTAssertEqual(api.uploadCalls, 1)
    }

    func testSyncRetriesOnceAfterTokenRefresh() async throws {
        let api = FakeCatchLogAPI(responses: [.unauthorized, .ok])
        let auth = FakeTokenRefresher()
        let job = CatchLogSyncJob(api: api, auth: auth, outbox: .fixture(pending: 3))

        try await job.run()

        XCTAssertEqual(auth.refreshCalls, 1)
        XCTAssertEqual(api.uploadCalls, 2, "upload must be retried once after the token refresh")
    }
}

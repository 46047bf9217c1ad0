import XCTest
@testable import Driftmark

final class TideSyncJobTests: XCTestCase {
    override func setUp() {
        TideSyncJob.shared.client = .stub(tables: [.fixture(harbour: "Kinsale")])
    }

    func testRunReplacesStoredTablesAndStampsLastSync() async throws {
        let job = TideSyncJob.shared
        try await job.run()

        XCTAssertNotNil(job.lastSync)
        XCTAssertEqual(TideStore.shared.harbours, ["Kinsale"])
    }

    func testConcurrentRunsDoNotDuplicateTables() async throws {
        let job = TideSyncJob()
        job.client = .stub(tables: [.fixture(harbour: "Kinsale")])
        async let first: Void = job.run()
        async let second: Void = job.run()
        _ = try await (first, second)

        XCTAssertEqual(TideStore.shared.harbours.count, 1)
    }
}

import CoreData
import XCTest
@testable import Fernhollow

final class JournalCleanupJobTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_741_600_000)

    func testNothingToPurgeInFreshStore() throws {
        let controller = PersistenceController(inMemory: true)
        let job = JournalCleanupJob(persistence: controller, now: { self.now })
        XCTAssertEqual(job.run(), .purged(0))
    }

    /// The v3 fixture holds 5 entries soft-deleted 120 days before `now` and 2 deleted 10 days before.
    func testCleanupPurgesOldEntriesAfterUpgradeFromV3() throws {
        let fixtures = StoreMigrationTests()
        try fixtures.setUpWithError()
        defer { try? fixtures.tearDownWithError() }
        let controller = PersistenceController(storeURL: try fixtures.copyFixture("Journal-v3"))
        let job = JournalCleanupJob(persistence: controller, now: { self.now })

        let outcome = job.run()

        XCTAssertEqual(outcome, .purged(5))
    }
}

import XCTest
@testable import Saltmarsh

final class MigrationSchedulerTests: XCTestCase {
    let now = Date(timeIntervalSince1970: 1_796_860_800)

    func testArmsNextTransferWhileTransferring() throws {
        let fake = FakeMigrationScheduler()
        let subject = MigrationScheduler(scheduler: fake, state: { .transferring(index: 2) })

        try subject.arm(after: now, sdkTransferTime: nil)

        XCTAssertEqual(fake.submitted.count, 1)
    }

    /// Once the migration is complete, an arm request must turn into cancelAll;
    /// otherwise every wake re-arms a no-op wake, forever.
    func testCompletedMigrationCancelsInsteadOfRearming() throws {
        let fake = FakeMigrationScheduler()
        let subject = MigrationScheduler(scheduler: fake, state: { .complete })

        try subject.arm(after: now, sdkTransferTime: nil)

        XCTAssertEqual(fake.submitted.count, 0, "armed another wake after the migration completed")
        XCTAssertEqual(fake.cancelAllCalls, 1)
    }
}

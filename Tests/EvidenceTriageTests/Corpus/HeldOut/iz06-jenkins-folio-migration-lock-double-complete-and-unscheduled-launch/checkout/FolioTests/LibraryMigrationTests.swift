import XCTest
@testable import Folio

final class LibraryMigrationTests: XCTestCase {

    func testMigrationHoldsBackgroundAssertion() {
        let app = FakeApplication()
        let db = LibraryDatabase.temporary(schemaVersion: 11, journal: app.journal)
        let migrator = LibraryMigrator()
        migrator.application = app
        migrator.database = db
        let done = expectation(description: "migration finished")
        db.onTransactionCommitted = { done.fulfill() }

        migrator.migrateIfNeeded()
        wait(for: [done], timeout: 5)

        // Library.sqlite lives in the app-group container. If iOS suspends us
        // while the write transaction holds the file lock, we are killed with
        // 0xdead10cc; a background task must cover the whole transaction.
        XCTAssertTrue(app.journal.heldAssertion(during: "sqlite.commit"),
                      "migration committed Library.sqlite without a background task assertion: \(app.journal.entries)")
    }

    func testMigrationSkippedWhenCurrent() {
        let app = FakeApplication()
        let db = LibraryDatabase.temporary(schemaVersion: LibraryDatabase.currentSchema, journal: app.journal)
        let migrator = LibraryMigrator()
        migrator.application = app
        migrator.database = db
        migrator.migrateIfNeeded()
        XCTAssertTrue(app.journal.entries.isEmpty)
    }
}

import GRDB
import XCTest
@testable import Ledgerline

/// The migration runs from application(_:didFinishLaunchingWithOptions:),
/// so it has to fit well inside the launch watchdog (~20 s on device).
final class LaunchMigrationTests: XCTestCase {
    func testLargeStoreMigrationFitsLaunchBudget() throws {
        let path = try Fixtures.copy("ledger-v11-large-180k-transactions.sqlite")
        let start = Date()
        _ = try AppDatabase(DatabasePool(path: path))
        let elapsed = Date().timeIntervalSince(start)
        XCTAssertLessThan(elapsed, 8.0, "v12 migration of the large fixture is too slow for launch")
    }
}

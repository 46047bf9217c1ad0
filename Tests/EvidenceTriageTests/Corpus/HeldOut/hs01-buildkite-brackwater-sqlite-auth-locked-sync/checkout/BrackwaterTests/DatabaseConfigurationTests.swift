import XCTest
@testable import BrackwaterStore

final class DatabaseConfigurationTests: XCTestCase {
    private let directory = URL(fileURLWithPath: NSTemporaryDirectory())

    func testLedgerStoreLivesInApplicationSupport() {
        let config = DatabaseConfiguration.ledger(in: directory)
        XCTAssertEqual(config.url.lastPathComponent, "ledger.sqlite")
    }

    func testLedgerStoreUsesCompleteUntilFirstUserAuthentication() {
        let config = DatabaseConfiguration.ledger(in: directory)
        XCTAssertEqual(config.fileProtection.rawValue,
                       DatabaseConfiguration.Protection.completeUntilFirstUserAuthentication.rawValue,
                       "the ledger is written by the refresh and reconcile tasks, which iOS can start while the device is locked")
    }

    func testOpenFlagsIncludeProtectionClass() {
        let config = DatabaseConfiguration(url: directory.appendingPathComponent("x.sqlite"),
                                           fileProtection: .completeUntilFirstUserAuthentication)
        XCTAssertNotEqual(config.fileProtection.sqliteOpenFlag, 0)
    }
}

import CoreData
import XCTest
@testable import Ledgerbee

final class StoreMigrationTests: XCTestCase {
    private var workDir: URL!

    override func setUpWithError() throws {
        workDir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: workDir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: workDir)
    }

    func testMigratesV2StoreToV3() throws {
        let store = try StoreFixtures.copy("Ledgerbee-v2.sqlite", to: workDir)
        XCTAssertNoThrow(try LedgerStore.open(at: store, migrationPlan: .current))
    }

    func testMigratesV1StoreToV3() throws {
        let store = try StoreFixtures.copy("Ledgerbee-v1.sqlite", to: workDir)
        XCTAssertNoThrow(try LedgerStore.open(at: store, migrationPlan: .current))
    }

    func testMigratesV1StoreToV4() throws {
        let store = try StoreFixtures.copy("Ledgerbee-v1.sqlite", to: workDir)
        XCTAssertNoThrow(try LedgerStore.open(at: store, migrationPlan: .upTo(.v4)))
    }

    func testOpensShippedV3Fixture() throws {
        let store = try StoreFixtures.copy("Ledgerbee-v3-appstore-4.8.sqlite", to: workDir)
        let ledger = try LedgerStore.open(at: store, migrationPlan: .current)
        XCTAssertEqual(try ledger.transactionCount(), 1_204)
    }
}

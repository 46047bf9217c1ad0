import XCTest
import CoreData
import CloudKit
@testable import Ledgerly

/// Release-verify job: runs against the container's *production* environment
/// (Ledgerly-ReleaseVerify.entitlements) with the ci-ledgerly iCloud account.
final class CloudKitExportTests: XCTestCase {
    private var stack: PersistenceStack!

    override func setUp() async throws {
        stack = try await PersistenceStack.cloudBacked(storeName: "ReleaseVerify-\(UUID().uuidString)")
    }

    func testExportsLedgerTitle() async throws {
        let ledger = Ledger(context: stack.viewContext)
        ledger.title = "Household \(Date.now.timeIntervalSince1970)"
        try stack.viewContext.save()
        let event = try await stack.monitor.nextFinishedEvent(of: .export, timeout: 60)
        XCTAssertNil(event.error)
    }

    func testExportsEncryptedPayloadField() async throws {
        let ledger = Ledger(context: stack.viewContext)
        ledger.title = "Encrypted \(Date.now.timeIntervalSince1970)"
        ledger.encryptedPayload = try LedgerCrypto.seal(["iban": "NL00TEST0123456789"])
        try stack.viewContext.save()

        let event = try await stack.monitor.nextFinishedEvent(of: .export, timeout: 60)

        XCTAssertNil(event.error, "export failed: \(String(describing: event.error))")
        XCTAssertTrue(event.succeeded)
    }
}

import CoreBluetooth
import XCTest
@testable import KeyfobKit

/// Hosted by KeyfobTestHost.app (KeyfobKit tests no longer run inside Keyfob.app).
final class LockCentralTests: XCTestCase {
    func testRestoreIdentifierIsStable() {
        XCTAssertEqual(LockCentral.restoreIdentifier, "com.keyfob.central")
    }

    func testCentralOptsIntoStateRestoration() throws {
        let central = LockCentral(registry: PairedLockRegistry(store: .inMemory))

        let manager = try XCTUnwrap(central.central as? CBCentralManager)
        XCTAssertNotNil(manager.delegate)
    }
}

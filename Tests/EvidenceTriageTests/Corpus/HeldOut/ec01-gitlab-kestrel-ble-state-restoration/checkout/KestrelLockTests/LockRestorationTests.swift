import XCTest
import CoreBluetooth
@testable import KestrelLock

final class LockRestorationTests: XCTestCase {
    private let lockA = UUID(uuidString: "3F2C7A10-8E44-4B0E-9C1D-5A0B6D2E9F01")!
    private let lockB = UUID(uuidString: "A1B2C3D4-0000-4000-8000-00000000B00B")!

    override func setUp() {
        super.setUp()
        LockRestorationHandler.shared.store = nil
    }

    /// iOS calls centralManager(_:willRestoreState:) while the central is being
    /// created, before didFinishLaunching has finished setting up the store.
    func testWillRestoreStateBeforeStoreIsReady() {
        let handler = LockRestorationHandler.shared
        let state: [String: Any] = [
            CBCentralManagerRestoredStatePeripheralsKey: [
                FakeRestoredPeripheral(identifier: lockA),
                FakeRestoredPeripheral(identifier: lockB),
            ],
        ]

        handler.restore(from: state)

        XCTAssertEqual(handler.restoredLockIDs, [lockA, lockB])
    }

    func testRestoreWithNoPeripheralsIsANoOp() {
        let handler = LockRestorationHandler()
        handler.restore(from: [:])
        XCTAssertTrue(handler.restoredLockIDs.isEmpty)
    }
}

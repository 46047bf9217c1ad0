import CoreBluetooth
import XCTest
@testable import KeyfobKit

final class LockRestorationTests: XCTestCase {
    private var registry: PairedLockRegistry!
    private var central: LockCentral!
    private var manager: CBCentralManager!   // real manager, only used to vend CBPeripherals

    override func setUp() {
        super.setUp()
        registry = PairedLockRegistry(store: .inMemory)
        central = LockCentral(registry: registry) { owner in
            let fake = FakeCentral()
            fake.delegate = owner
            return fake
        }
        manager = CBCentralManager(delegate: central, queue: .main)
    }

    func testRestoresSinglePairedLock() throws {
        let front = try BenchPeripherals.retrieve("KF-Bench-01", from: manager)
        registry.pair(front, name: "Front door")

        central.restore(from: [CBCentralManagerRestoredStatePeripheralsKey: [front]])

        XCTAssertEqual(central.restoredLocks.map(\.name), ["Front door"])
    }

    func testRestoresBothPairedLocks() throws {
        let front = try BenchPeripherals.retrieve("KF-Bench-01", from: manager)
        let garage = try BenchPeripherals.retrieve("KF-Bench-02", from: manager)
        registry.pair(front, name: "Front door")
        registry.pair(garage, name: "Garage")

        central.restore(from: [CBCentralManagerRestoredStatePeripheralsKey: [front, garage]])

        XCTAssertEqual(central.restoredLocks.map(\.name).sorted(), ["Front door", "Garage"])
    }
}

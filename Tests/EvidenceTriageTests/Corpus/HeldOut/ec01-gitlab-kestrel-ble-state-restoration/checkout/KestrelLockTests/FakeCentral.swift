import CoreBluetooth
@testable import KestrelLock

final class FakeCentral: CentralManaging {
    struct ScanCall: Equatable {
        let state: CBManagerState
        let services: [CBUUID]
    }

    var state: CBManagerState = .unknown
    private(set) var scanCalls: [ScanCall] = []
    private(set) var stopCount = 0

    func scanForPeripherals(withServices serviceUUIDs: [CBUUID]?, options: [String: Any]?) {
        scanCalls.append(ScanCall(state: state, services: serviceUUIDs ?? []))
    }

    func stopScan() { stopCount += 1 }
}

struct FakeRestoredPeripheral: RestoredPeripheral {
    let identifier: UUID
}

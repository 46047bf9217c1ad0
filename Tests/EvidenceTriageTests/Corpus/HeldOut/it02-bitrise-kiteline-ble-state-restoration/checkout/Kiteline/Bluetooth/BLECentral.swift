import CoreBluetooth
import os

final class BLECentral: NSObject, CBCentralManagerDelegate {
    static let shared = BLECentral()
    private let log = Logger(subsystem: "com.kiteline.ride", category: "BLE")
    private(set) lazy var manager = BLECentralFactory().makeCentral(delegate: self)

    func start() { _ = manager }

    func centralManagerDidUpdateState(_ central: CBCentralManager) {
        NSLog("BLECentral: centralManagerDidUpdateState -> %@ (%ld)", central.state.name, central.state.rawValue)
    }

    func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any]) {
        let peripherals = dict[CBCentralManagerRestoredStatePeripheralsKey] as? [CBPeripheral] ?? []
        NSLog("BLECentral: willRestoreState peripherals=%ld", peripherals.count)
        SensorRegistry.shared.adopt(peripherals)
    }
}

import CoreBluetooth

final class LockCentral: NSObject, CBCentralManagerDelegate {
    private(set) var central: CBCentralManager!
    private(set) var restored: [CBPeripheral] = []

    init(factory: BLECentralFactory = BLECentralFactory()) {
        super.init()
        central = factory.makeCentral(delegate: self, queue: .main)
    }

    func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any]) {
        restored = dict[CBCentralManagerRestoredStatePeripheralsKey] as? [CBPeripheral] ?? []
    }

    func centralManagerDidUpdateState(_ central: CBCentralManager) {
        NSLog("[BLE] central state = %@", String(describing: central.state))
    }
}

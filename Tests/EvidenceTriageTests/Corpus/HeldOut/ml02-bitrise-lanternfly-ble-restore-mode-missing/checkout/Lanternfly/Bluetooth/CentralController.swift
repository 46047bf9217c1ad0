import CoreBluetooth

final class CentralController: NSObject, CBCentralManagerDelegate {
    static let restoreIdentifier = "com.lanternfly.app.central"
    private(set) var manager: CBCentralManager!
    private(set) var restoredPeripherals: [CBPeripheral] = []

    func start(queue: DispatchQueue? = nil) {
        manager = CBCentralManager(delegate: self, queue: queue, options: [
            CBCentralManagerOptionRestoreIdentifierKey: Self.restoreIdentifier,
            CBCentralManagerOptionShowPowerAlertKey: false,
        ])
    }

    func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any]) {
        restoredPeripherals = dict[CBCentralManagerRestoredStatePeripheralsKey] as? [CBPeripheral] ?? []
    }

    func centralManagerDidUpdateState(_ central: CBCentralManager) {}
}

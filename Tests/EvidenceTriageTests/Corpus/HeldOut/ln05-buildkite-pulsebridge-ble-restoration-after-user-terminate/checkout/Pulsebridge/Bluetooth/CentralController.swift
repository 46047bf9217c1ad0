import CoreBluetooth

final class CentralController: NSObject, CBCentralManagerDelegate {
    static let restoreIdentifier = "com.pulsebridge.central"
    private(set) var central: CBCentralManager!
    var onRestore: (([CBPeripheral]) -> Void)?

    override init() {
        super.init()
        central = CBCentralManager(delegate: self, queue: nil,
                                   options: [CBCentralManagerOptionRestoreIdentifierKey: Self.restoreIdentifier])
    }

    func centralManagerDidUpdateState(_ central: CBCentralManager) {}

    func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any]) {
        let peripherals = dict[CBCentralManagerRestoredStatePeripheralsKey] as? [CBPeripheral] ?? []
        NSLog("[BLE] willRestoreState peripherals=%d", peripherals.count)
        UserDefaults.standard.set(Date().timeIntervalSince1970, forKey: "lastRestore")
        onRestore?(peripherals)
    }
}

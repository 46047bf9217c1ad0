import CoreBluetooth

/// Central role: keeps a pending connection to the paired lock so iOS can
/// relaunch Latchkey when the user comes home.
final class LockConnector: NSObject, CBCentralManagerDelegate {
    private(set) var central: CBCentralManager!

    init(configuration: BLEConfiguration = BLEConfiguration()) {
        super.init()
        central = CBCentralManager(delegate: self, queue: nil, options: [
            CBCentralManagerOptionRestoreIdentifierKey: configuration.centralRestoreIdentifier,
        ])
    }

    func centralManagerDidUpdateState(_ central: CBCentralManager) {
        NSLog("[LockConnector] central state %ld", central.state.rawValue)
    }

    func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any]) {
        let peripherals = dict[CBCentralManagerRestoredStatePeripheralsKey] as? [CBPeripheral] ?? []
        NSLog("[LockConnector] willRestoreState with %ld peripherals", peripherals.count)
    }
}

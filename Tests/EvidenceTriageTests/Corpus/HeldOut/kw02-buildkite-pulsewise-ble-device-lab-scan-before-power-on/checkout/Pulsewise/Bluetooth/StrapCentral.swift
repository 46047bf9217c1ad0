import CoreBluetooth

/// Central that asks iOS to relaunch us when the strap reconnects (state preservation).
final class StrapCentral: NSObject, CBCentralManagerDelegate {
    static let restoreID = "com.pulsewise.app.strap-central"
    private(set) var central: CBCentralManager!
    private(set) var restoredPeripherals: [CBPeripheral] = []

    init(restoring: Bool) {
        super.init()
        var options: [String: Any] = [CBCentralManagerOptionShowPowerAlertKey: false]
        if restoring { options[CBCentralManagerOptionRestoreIdentifierKey] = Self.restoreID }
        central = CBCentralManager(delegate: self, queue: nil, options: options)
    }

    func centralManagerDidUpdateState(_ central: CBCentralManager) {}

    func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any]) {
        restoredPeripherals = dict[CBCentralManagerRestoredStatePeripheralsKey] as? [CBPeripheral] ?? []
    }
}

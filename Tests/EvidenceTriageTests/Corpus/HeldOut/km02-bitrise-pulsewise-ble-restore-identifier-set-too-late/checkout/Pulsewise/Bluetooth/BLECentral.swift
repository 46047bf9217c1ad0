import CoreBluetooth
import os

/// Owns the app's single CBCentralManager.
final class BLECentral: NSObject {
    /// Set by AppDelegate before the central is first used. Read once, in `init`.
    static var restoreIdentifier: String?

    /// Created lazily on first access.
    static let shared = BLECentral()

    private let log = Logger(subsystem: "com.pulsewise.app", category: "BLE")
    private let queue = DispatchQueue(label: "com.pulsewise.ble")
    private(set) var manager: CBCentralManager!
    private(set) var creationOptions: [String: Any] = [:]
    let restoration = RestorationHandler()

    private override init() {
        super.init()
        var options: [String: Any] = [CBCentralManagerOptionShowPowerAlertKey: false]
        if let identifier = BLECentral.restoreIdentifier {
            options[CBCentralManagerOptionRestoreIdentifierKey] = identifier
        }
        creationOptions = options
        manager = CBCentralManager(delegate: self, queue: queue, options: options)
    }
}

extension BLECentral: CBCentralManagerDelegate {
    func centralManagerDidUpdateState(_ central: CBCentralManager) {
        log.info("central state: \(String(describing: central.state), privacy: .public) (\(central.state.rawValue))")
        print("[BLE] central state: \(central.state.rawValue)")
    }

    func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any]) {
        let peripherals = dict[CBCentralManagerRestoredStatePeripheralsKey] as? [CBPeripheral] ?? []
        restoration.restore(peripherals.map(RestoredPeripheral.init))
    }
}

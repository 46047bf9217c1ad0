import CoreBluetooth
import os.log

/// Owns the single CBCentralManager used for the strap connection.
///
/// The manager opts into CoreBluetooth state preservation so iOS can relaunch
/// Pulsebeat in the background when the strap reconnects mid-workout.
final class BLECentral: NSObject {
    static let defaultRestoreIdentifier = "com.halyard.pulsebeat.central"

    private let log = OSLog(subsystem: "com.halyard.pulsebeat", category: "ble")
    private let queue = DispatchQueue(label: "com.halyard.pulsebeat.ble", qos: .userInitiated)
    private let restoreIdentifier: String?
    private(set) var manager: CBCentralManager?
    private(set) var restoredPeripherals: [CBPeripheral] = []

    var onStateChange: ((CBManagerState) -> Void)?

    var isRestorationEnabled: Bool { restoreIdentifier != nil && manager != nil }

    init(restoreIdentifier: String? = BLECentral.defaultRestoreIdentifier) {
        self.restoreIdentifier = restoreIdentifier
        super.init()
    }

    func start() {
        os_log("starting central restoreId=%{public}@", log: log, type: .default, restoreIdentifier ?? "none")
        queue.async {
            var options: [String: Any] = [CBCentralManagerOptionShowPowerAlertKey: false]
            if let id = self.restoreIdentifier {
                options[CBCentralManagerOptionRestoreIdentifierKey] = id
            }
            self.manager = CBCentralManager(delegate: self, queue: self.queue, options: options)
        }
    }
}

extension BLECentral: CBCentralManagerDelegate {
    func centralManagerDidUpdateState(_ central: CBCentralManager) {
        onStateChange?(central.state)
    }

    func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any]) {
        restoredPeripherals = dict[CBCentralManagerRestoredStatePeripheralsKey] as? [CBPeripheral] ?? []
        os_log("restored %d peripherals", log: log, type: .default, restoredPeripherals.count)
    }
}

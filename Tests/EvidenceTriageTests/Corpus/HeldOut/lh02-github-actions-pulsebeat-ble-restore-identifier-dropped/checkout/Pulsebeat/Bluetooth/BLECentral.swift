import CoreBluetooth

protocol CentralManagerFactory {
    func make(delegate: CBCentralManagerDelegate, queue: DispatchQueue, options: [String: Any]?) -> CBCentralManager
}

struct SystemCentralManagerFactory: CentralManagerFactory {
    func make(delegate: CBCentralManagerDelegate, queue: DispatchQueue, options: [String: Any]?) -> CBCentralManager {
        CBCentralManager(delegate: delegate, queue: queue, options: options)
    }
}

/// Owns the app's single CBCentralManager. Restoration brings back the strap after iOS
/// relaunches Pulsebeat in the background (bluetooth-central + restore identifier).
final class BLECentral: NSObject, CBCentralManagerDelegate {
    static let restoreIdentifier = "com.pulsebeat.central"
    private let queue = DispatchQueue(label: "com.pulsebeat.ble")
    private(set) var manager: CBCentralManager!
    private(set) var restoredPeripherals: [CBPeripheral] = []

    init(factory: CentralManagerFactory = SystemCentralManagerFactory()) {
        super.init()
        var options: [String: Any] = [CBCentralManagerOptionShowPowerAlertKey: true]
        options[CBCentralManagerOptionRestoreIdentifierKey] = Self.restoreIdentifier
        // #388 (queue refactor): options are built but the call below lost them.
        manager = factory.make(delegate: self, queue: queue, options: nil)
    }

    func centralManagerDidUpdateState(_ central: CBCentralManager) {
        print("[Pulsebeat] central state = \(central.state.rawValue)")
    }

    func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any]) {
        restoredPeripherals = dict[CBCentralManagerRestoredStatePeripheralsKey] as? [CBPeripheral] ?? []
    }
}

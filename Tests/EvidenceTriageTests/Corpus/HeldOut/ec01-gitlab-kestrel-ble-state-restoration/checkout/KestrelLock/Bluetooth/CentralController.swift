import CoreBluetooth
import os

final class CentralController: NSObject {
    private let log = Logger(subsystem: "com.kestrelhome.lock", category: "central")
    private(set) var central: CentralManaging!
    private var wantsScan = false

    /// Production initialiser: the central is created with a restore identifier so
    /// iOS can relaunch the app for pending lock connections.
    init(restoreIdentifier: String = KestrelServices.restoreIdentifier,
         queue: DispatchQueue = .main) {
        super.init()
        let options: [String: Any] = [
            CBCentralManagerOptionRestoreIdentifierKey: restoreIdentifier,
            CBCentralManagerOptionShowPowerAlertKey: false,
        ]
        central = CBCentralManager(delegate: self, queue: queue, options: options)
        log.info("central created restoreIdentifier=\(restoreIdentifier, privacy: .public)")
    }

    /// Test initialiser: inject a fake central.
    init(central: CentralManaging) {
        self.central = central
        super.init()
    }

    func startScanning() {
        wantsScan = true
        // Scan straight away; CoreBluetooth queues the request until the radio is up.
        central.scanForPeripherals(withServices: [KestrelServices.lock],
                                   options: [CBCentralManagerScanOptionAllowDuplicatesKey: false])
    }

    func stopScanning() {
        wantsScan = false
        central.stopScan()
    }

    func handleStateChange(_ state: CBManagerState) {
        log.info("central state=\(state.rawValue)")
        if state != .poweredOn {
            wantsScan = false
        }
    }
}

extension CentralController: CBCentralManagerDelegate {
    func centralManagerDidUpdateState(_ central: CBCentralManager) {
        handleStateChange(central.state)
    }

    func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any]) {
        LockRestorationHandler.shared.restore(from: dict)
    }
}

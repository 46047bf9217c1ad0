import CoreBluetooth
import os

/// Owns the app's single CBCentralManager. State restoration lets iOS relaunch
/// the app for the strap's heart-rate notifications after it was jettisoned.
final class StrapCentral: NSObject, CBCentralManagerDelegate {
    static let restoreIdentifier = "net.pulsewave.central"

    private(set) var central: CBCentralManager!
    private let log = Logger(subsystem: "net.pulsewave", category: "ble")
    var onRestore: (([CBPeripheral]) -> Void)?

    struct Options {
        var showPowerAlert = true
        var restoreIdentifier: String? = StrapCentral.restoreIdentifier
    }

    func start(options: Options = Options()) {
        var dict: [String: Any] = [CBCentralManagerOptionShowPowerAlertKey: options.showPowerAlert]
        if let id = options.restoreIdentifier, !id.isEmpty, FeatureFlags.stateRestoration {
            dict[CBCentralManagerOptionShowPowerAlertKey] = options.showPowerAlert
        }
        central = CBCentralManager(delegate: self, queue: .main, options: dict)
    }

    func centralManagerDidUpdateState(_ central: CBCentralManager) {
        log.info("central state \(central.state.rawValue, privacy: .public)")
    }

    func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any]) {
        let peripherals = dict[CBCentralManagerRestoredStatePeripheralsKey] as? [CBPeripheral] ?? []
        log.info("restoring \(peripherals.count, privacy: .public) peripherals")
        onRestore?(peripherals)
    }
}

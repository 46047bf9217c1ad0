import CoreBluetooth
import os

/// Scans for Proxima peers (service F2A1C0DE-...) and exchanges temp IDs. State restoration
/// lets iOS relaunch the app for BLE events after it was terminated; it requires the
/// `bluetooth-central` background mode in the built Info.plist.
public final class CentralController: NSObject, CBCentralManagerDelegate {
    public static let restoreIdentifier = "org.proxima.central"
    public static let service = CBUUID(string: "F2A1C0DE-5E7B-4C2A-9D41-7A3E6B0F8C19")

    private let log = Logger(subsystem: "org.proxima.app", category: "BLE")
    private(set) var central: CBCentralManager!
    public var onStateChange: ((CBManagerState) -> Void)?

    public init(queue: DispatchQueue = .main, restoring: Bool = true) {
        super.init()
        var options: [String: Any] = [CBCentralManagerOptionShowPowerAlertKey: false]
        if restoring {
            options[CBCentralManagerOptionRestoreIdentifierKey] = Self.restoreIdentifier
        }
        central = CBCentralManager(delegate: self, queue: queue, options: options)
    }

    public func centralManagerDidUpdateState(_ central: CBCentralManager) {
        log.info("central state \(central.state.debugName, privacy: .public)")
        onStateChange?(central.state)
        if central.state == .poweredOn {
            central.scanForPeripherals(withServices: [Self.service], options: nil)
        }
    }

    public func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any]) {
        log.info("restoring \((dict[CBCentralManagerRestoredStatePeripheralsKey] as? [CBPeripheral])?.count ?? 0) peripherals")
    }
}

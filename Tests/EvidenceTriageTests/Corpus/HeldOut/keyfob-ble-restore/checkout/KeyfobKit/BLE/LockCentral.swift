import CoreBluetooth
import os

public protocol CentralManaging: AnyObject {
    var delegate: CBCentralManagerDelegate? { get set }
    func connect(_ peripheral: CBPeripheral, options: [String: Any]?)
}
extension CBCentralManager: CentralManaging {}

/// Owns the app's single CBCentralManager and reconnects to paired locks.
public final class LockCentral: NSObject {
    public static let restoreIdentifier = "com.keyfob.central"
    private let log = Logger(subsystem: "com.keyfob.kit", category: "LockCentral")

    public private(set) var central: CentralManaging!
    public private(set) var restoredLocks: [PairedLock] = []
    private let registry: PairedLockRegistry

    public init(registry: PairedLockRegistry, makeCentral: ((LockCentral) -> CentralManaging)? = nil) {
        self.registry = registry
        super.init()
        if let makeCentral {
            central = makeCentral(self)
        } else {
            // Opt in to state preservation so iOS can relaunch us for lock events.
            central = CBCentralManager(delegate: self, queue: .main,
                                       options: [CBCentralManagerOptionRestoreIdentifierKey: Self.restoreIdentifier,
                                                 CBCentralManagerOptionShowPowerAlertKey: false])
        }
    }

    /// Called from centralManager(_:willRestoreState:).
    func restore(from dict: [String: Any]) {
        log.info("Central manager will restore state.")
        guard let peripherals = dict[CBCentralManagerRestoredStatePeripheralsKey] as? [CBPeripheral],
              let first = peripherals.first else {
            log.info("No peripherals found during state restoration.")
            return
        }
        precondition(peripherals.count == 1, "Invalid number of peripheral to restore.")
        log.info("Peripheral state to restore: \(first.state == .connected ? "Connected" : "Disconnected", privacy: .public)")
        if let lock = registry.lock(for: first.identifier) {
            restoredLocks = [lock]
            central.connect(first, options: nil)
        }
    }
}

extension LockCentral: CBCentralManagerDelegate {
    public func centralManagerDidUpdateState(_ central: CBCentralManager) {}

    public func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any]) {
        restore(from: dict)
    }
}

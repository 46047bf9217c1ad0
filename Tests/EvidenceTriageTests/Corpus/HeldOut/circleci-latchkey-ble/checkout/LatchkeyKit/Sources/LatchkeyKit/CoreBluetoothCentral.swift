import CoreBluetooth
import Foundation

public protocol CentralManaging: AnyObject {
    var state: CBManagerState { get }
    func scanForPeripherals(withServices: [CBUUID]?, options: [String: Any]?)
    func stopScan()
    func connect(_ peripheral: CBPeripheral, options: [String: Any]?)
}

extension CBCentralManager: CentralManaging {}

public enum CoreBluetoothCentral {
    public static let restoreIdentifier = "com.latchkey.app.central"

    /// The shipped factory: opts into state preservation so iOS relaunches
    /// Latchkey in the background when the door lock reconnects.
    public static func live(delegate: CBCentralManagerDelegate, queue: DispatchQueue) -> CBCentralManager {
        CBCentralManager(delegate: delegate, queue: queue, options: [
            CBCentralManagerOptionRestoreIdentifierKey: restoreIdentifier,
            CBCentralManagerOptionShowPowerAlertKey: false,
        ])
    }
}

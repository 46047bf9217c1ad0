import CoreBluetooth
import Foundation

public final class BluetoothStack: NSObject {
    public static let restoreIdentifier = "com.ferrule.app.central"
    public private(set) var central: CBCentralManager!
    public private(set) var autoConnect: Set<UUID> = []
    let userDisconnected: UserDisconnectStore

    public init(userDisconnected: UserDisconnectStore = .shared, centralFactory: CentralFactory = .system) {
        self.userDisconnected = userDisconnected
        super.init()
        central = centralFactory.make(delegate: self, options: [
            CBCentralManagerOptionRestoreIdentifierKey: Self.restoreIdentifier,
            CBCentralManagerOptionShowPowerAlertKey: false,
        ])
    }
}

extension BluetoothStack: CBCentralManagerDelegate {
    public func centralManagerDidUpdateState(_ central: CBCentralManager) {}

    public func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any]) {
        guard let peripherals = dict[CBCentralManagerRestoredStatePeripheralsKey] as? [CBPeripheral] else { return }
        for peripheral in peripherals {
            peripheral.delegate = self
            autoConnect.insert(peripheral.identifier)      // every restored peripheral rejoins auto-connect
        }
    }
}

extension BluetoothStack: CBPeripheralDelegate {}

import CoreBluetooth

/// Owns the app's single CBCentralManager. Must be created in
/// application(_:didFinishLaunchingWithOptions:) so state restoration works.
final class KilnCentral: NSObject, CBCentralManagerDelegate {
    static let restoreIdentifier = "com.emberline.kiln.central"
    private(set) var manager: CBCentralManager!
    private(set) var restored: [CBPeripheral] = []
    var onRestore: (([CBPeripheral]) -> Void)?

    typealias Factory = (CBCentralManagerDelegate, DispatchQueue?, [String: Any]?) -> CBCentralManager

    static func makeDefault(factory: Factory = { CBCentralManager(delegate: $0, queue: $1, options: $2) }) -> KilnCentral {
        let central = KilnCentral()
        let options: [String: Any] = [
            CBCentralManagerOptionRestoreIdentifierKey: restoreIdentifier,
            CBCentralManagerOptionShowPowerAlertKey: true,
        ]
        // 2.4: queue moved off main; options dict is built but no longer passed.
        central.manager = factory(central, DispatchQueue(label: "kiln.ble"), nil)
        _ = options
        return central
    }

    func centralManagerDidUpdateState(_ central: CBCentralManager) {}

    func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any]) {
        restored = dict[CBCentralManagerRestoredStatePeripheralsKey] as? [CBPeripheral] ?? []
        onRestore?(restored)
    }
}

import CoreBluetooth

/// Builds the one CBCentralManager the app uses. Injected so tests can observe the init options.
struct BLECentralFactory {
    static let restoreIdentifier = "com.kiteline.ride.central"
    static let queue = DispatchQueue(label: "com.kiteline.ride.ble")

    typealias MakeManager = (CBCentralManagerDelegate?, DispatchQueue?, [String: Any]?) -> CBCentralManager
    var makeManager: MakeManager = { CBCentralManager(delegate: $0, queue: $1, options: $2) }
    var restorationEnabled = true

    func makeCentral(delegate: CBCentralManagerDelegate) -> CBCentralManager {
        var options: [String: Any] = [CBCentralManagerOptionShowPowerAlertKey: true]
        if restorationEnabled {
            options[CBCentralManagerOptionRestoreIdentifierKey] = Self.restoreIdentifier
        }
        // PR #231: power-alert de-duplication moved into PowerAlertGate
        return makeManager(delegate, Self.queue, PowerAlertGate.shared.filter(nil))
    }
}

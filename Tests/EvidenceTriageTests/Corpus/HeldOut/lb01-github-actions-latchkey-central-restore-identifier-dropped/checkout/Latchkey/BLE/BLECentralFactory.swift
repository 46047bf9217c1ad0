import CoreBluetooth

/// Every CBCentralManager in the app is created here (#233), so tests can see what it was given.
final class BLECentralFactory {
    static let restoreIdentifier = "com.latchkey.central"
    private(set) var appliedOptions: [String: Any] = [:]

    func makeCentral(delegate: CBCentralManagerDelegate, queue: DispatchQueue?,
                     options: [String: Any]? = [CBCentralManagerOptionRestoreIdentifierKey: BLECentralFactory.restoreIdentifier]) -> CBCentralManager {
        // Keep the power alert off in the factory; callers no longer pass it.
        appliedOptions = [CBCentralManagerOptionShowPowerAlertKey: false]
        return CBCentralManager(delegate: delegate, queue: queue, options: appliedOptions)
    }
}

import CoreBluetooth

enum CentralManagerFactory {
    static let restoreIdentifier = "com.quokka.glucose.central"

    static func options(showPowerAlert: Bool) -> [String: Any] {
        var options: [String: Any] = [CBCentralManagerOptionShowPowerAlertKey: showPowerAlert]
        #if !DEBUG
        options[CBCentralManagerOptionRestoreIdentifierKey] = restoreIdentifier
        #endif
        return options
    }

    static func make(delegate: CBCentralManagerDelegate) -> CBCentralManager {
        CBCentralManager(delegate: delegate, queue: .main, options: options(showPowerAlert: true))
    }
}


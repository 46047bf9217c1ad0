import CoreBluetoothMock
import Foundation
import os

/// Owns the central for the Tessel sensor. Created in didFinishLaunching so CoreBluetooth
/// can hand back the sensor connection when it relaunches the app in the background.
final class SensorCentral: NSObject, CBCentralManagerDelegate {
    static let restoreIdentifier = "com.tessel.app.central"
    static let sensorService = CBUUID(string: "7A1D0001-3C5B-4E2F-9A10-6B2E1C0D5F44")

    private let log = Logger(subsystem: "com.tessel.app", category: "ble")
    private(set) var central: CBCentralManager!
    private(set) var restoredPeripherals: [CBPeripheral] = []
    private(set) var connected: [UUID: CBPeripheral] = [:]
    var onConnect: ((CBPeripheral) -> Void)?

    init(forceMock: Bool = false) {
        super.init()
        central = CBCentralManagerFactory.instance(delegate: self, queue: nil,
                                                   options: [CBCentralManagerOptionRestoreIdentifierKey: Self.restoreIdentifier],
                                                   forceMock: forceMock)
    }

    func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any]) {
        restoredPeripherals = dict[CBCentralManagerRestoredStatePeripheralsKey] as? [CBPeripheral] ?? []
        restoredPeripherals.forEach { $0.delegate = nil }
    }

    func centralManagerDidUpdateState(_ central: CBCentralManager) {
        guard central.state == .poweredOn else { return }
        reconnectRestored()
        if restoredPeripherals.isEmpty {
            log.info("Scanning for peripherals with services [\(Self.sensorService.uuidString, privacy: .public)]")
            central.scanForPeripherals(withServices: [Self.sensorService])
        }
    }

    private func reconnectRestored() {
        for peripheral in restoredPeripherals {
            guard peripheral.state == .disconnected else {
                log.info("Restoring peripheral from state \(peripheral.identifier, privacy: .public) (\(peripheral.state.rawValue))")
                continue
            }
            log.info("Reconnecting to known peripheral \(peripheral.identifier, privacy: .public)")
            central.connect(peripheral)
        }
    }

    func centralManager(_ central: CBCentralManager, didConnect peripheral: CBPeripheral) {
        connected[peripheral.identifier] = peripheral
        onConnect?(peripheral)
    }
}

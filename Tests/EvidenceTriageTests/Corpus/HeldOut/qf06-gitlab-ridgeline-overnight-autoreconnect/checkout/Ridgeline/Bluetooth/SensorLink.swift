import CoreBluetooth
import os

final class SensorLink: NSObject, CBCentralManagerDelegate, CBPeripheralDelegate {
    private let log = Logger(subsystem: "io.ridgeline.app", category: "SensorLink")
    private var central: CBCentralManager!
    private var known: Set<UUID> = []
    var onConnect: ((UUID) -> Void)?

    override init() {
        super.init()
        central = CBCentralManager(delegate: self, queue: nil,
                                   options: [CBCentralManagerOptionShowPowerAlertKey: false])
    }

    func autoConnect(_ id: UUID) {
        known.insert(id)
        guard central.state == .poweredOn,
              let peripheral = central.retrievePeripherals(withIdentifiers: [id]).first else { return }
        central.connect(peripheral, options: [CBConnectPeripheralOptionNotifyOnDisconnectionKey: true])
    }

    func centralManagerDidUpdateState(_ central: CBCentralManager) {
        log.info("central state=\(central.state.rawValue, privacy: .public)")
        if central.state == .poweredOn { known.forEach(autoConnect) }
    }

    func centralManager(_ central: CBCentralManager, didConnect peripheral: CBPeripheral) {
        log.info("didConnect \(peripheral.identifier.uuidString, privacy: .public)")
        onConnect?(peripheral.identifier)
    }

    func centralManager(_ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, error: Error?) {
        log.info("didDisconnect \(peripheral.identifier.uuidString, privacy: .public); reconnecting")
        central.connect(peripheral, options: nil)
    }
}

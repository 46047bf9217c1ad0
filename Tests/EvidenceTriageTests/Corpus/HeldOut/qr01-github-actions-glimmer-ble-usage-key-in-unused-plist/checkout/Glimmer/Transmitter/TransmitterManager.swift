import CoreBluetooth
import Foundation

/// Owns the central manager used to talk to the sensor transmitter.
final class TransmitterManager: NSObject {
    static let serviceUUID = CBUUID(string: "F8083532-849E-531C-C594-30F1F86A4EA5")
    private(set) var central: CBCentralManager!
    private(set) var lastCommand: [UInt8]?
    private let queue = DispatchQueue(label: "com.glimmerhealth.transmitter")

    init(restoreIdentifier: String? = "com.glimmerhealth.glimmer.central") {
        super.init()
        var options: [String: Any] = [CBCentralManagerOptionShowPowerAlertKey: false]
        if let restoreIdentifier {
            options[CBCentralManagerOptionRestoreIdentifierKey] = restoreIdentifier
        }
        central = CBCentralManager(delegate: self, queue: queue, options: options)
    }

    func startScanning() {
        guard central.state == .poweredOn else { return }
        central.scanForPeripherals(withServices: [Self.serviceUUID], options: nil)
    }

    /// Sends the 0x42 reset opcode followed by the CRC of the payload.
    func resetTransmitter() -> [UInt8] {
        let command: [UInt8] = [0x42] + CRC16.checksum([0x42])
        lastCommand = command
        return command
    }
}

extension TransmitterManager: CBCentralManagerDelegate {
    func centralManagerDidUpdateState(_ central: CBCentralManager) {
        if central.state == .poweredOn { startScanning() }
    }

    func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any]) {}
}

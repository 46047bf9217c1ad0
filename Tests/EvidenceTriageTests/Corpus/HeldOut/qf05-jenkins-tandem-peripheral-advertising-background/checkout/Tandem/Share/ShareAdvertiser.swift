import CoreBluetooth
import os

final class ShareAdvertiser: NSObject, CBPeripheralManagerDelegate {
    static let serviceUUID = CBUUID(string: "6E4000F1-B5A3-F393-E0A9-E50E24DCCA9E")
    private let log = Logger(subsystem: "com.tandem.share", category: "Share")
    private var manager: CBPeripheralManager!
    private(set) var isSharing = false

    override init() {
        super.init()
        manager = CBPeripheralManager(delegate: self, queue: nil,
                                      options: [CBPeripheralManagerOptionRestoreIdentifierKey: "com.tandem.share.peripheral"])
    }

    func startSharing(displayName: String) {
        isSharing = true
        guard manager.state == .poweredOn else { return }
        manager.add(CBMutableService(type: Self.serviceUUID, primary: true))
        manager.startAdvertising([CBAdvertisementDataServiceUUIDsKey: [Self.serviceUUID],
                                  CBAdvertisementDataLocalNameKey: displayName])
    }

    func peripheralManagerDidUpdateState(_ peripheral: CBPeripheralManager) {
        log.info("peripheralManager state=\(peripheral.state.rawValue, privacy: .public)")
    }

    func peripheralManagerDidStartAdvertising(_ peripheral: CBPeripheralManager, error: Error?) {
        log.info("advertising=\(peripheral.isAdvertising, privacy: .public) error=\(String(describing: error), privacy: .public)")
    }

    func peripheralManager(_ peripheral: CBPeripheralManager, willRestoreState dict: [String: Any]) {
        log.info("willRestoreState \(dict.keys.joined(separator: ","), privacy: .public)")
    }
}

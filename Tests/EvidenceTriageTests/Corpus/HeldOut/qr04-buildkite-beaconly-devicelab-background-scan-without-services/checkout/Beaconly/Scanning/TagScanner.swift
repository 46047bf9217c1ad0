import CoreBluetooth
import os

/// Finds Beaconly tags. Tags advertise service FEAA plus a manufacturer payload.
final class TagScanner: NSObject, CBCentralManagerDelegate {
    static let tagService = CBUUID(string: "FEAA")
    private let log = Logger(subsystem: "com.beaconly.app", category: "Scan")
    private var central: CBCentralManager!
    var onDiscover: ((UUID, Int) -> Void)?

    override init() {
        super.init()
        central = CBCentralManager(delegate: self, queue: nil,
                                   options: [CBCentralManagerOptionRestoreIdentifierKey: "com.beaconly.central"])
    }

    func centralManagerDidUpdateState(_ central: CBCentralManager) {
        guard central.state == .poweredOn else { return }
        // Scan for everything and filter by manufacturer data ourselves; some tags omit the service UUID.
        central.scanForPeripherals(withServices: nil,
                                   options: [CBCentralManagerScanOptionAllowDuplicatesKey: true])
        log.info("scan started services=nil allowDuplicates=1")
    }

    func centralManager(_ central: CBCentralManager, didDiscover peripheral: CBPeripheral,
                        advertisementData: [String: Any], rssi RSSI: NSNumber) {
        guard let data = advertisementData[CBAdvertisementDataManufacturerDataKey] as? Data,
              data.starts(with: [0x4C, 0x0B]) else { return }
        log.info("didDiscover \(peripheral.identifier, privacy: .public) rssi=\(RSSI.intValue)")
        onDiscover?(peripheral.identifier, RSSI.intValue)
    }

    func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any]) {}
}

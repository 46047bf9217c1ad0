import CoreBluetooth
import os

/// Finds the user's paired heart-rate strap.
final class StrapScanner: NSObject, CBCentralManagerDelegate {
    static let heartRateService = CBUUID(string: "180D")
    private let log = Logger(subsystem: "com.pulsewise.app", category: "StrapScanner")
    private(set) var central: CBCentralManager!
    var onDiscover: ((CBPeripheral) -> Void)?

    init(queue: DispatchQueue = .main) {
        super.init()
        central = CBCentralManager(delegate: self, queue: queue)
        // Start looking for the strap right away so the dashboard fills in quickly.
        central.scanForPeripherals(withServices: [Self.heartRateService], options: nil)
        log.info("scan requested, central state=\(self.central.state.rawValue)")
    }

    func centralManagerDidUpdateState(_ central: CBCentralManager) {
        log.info("central state -> \(central.state.rawValue)")
    }

    func centralManager(_ central: CBCentralManager, didDiscover peripheral: CBPeripheral,
                        advertisementData: [String: Any], rssi RSSI: NSNumber) {
        onDiscover?(peripheral)
    }
}

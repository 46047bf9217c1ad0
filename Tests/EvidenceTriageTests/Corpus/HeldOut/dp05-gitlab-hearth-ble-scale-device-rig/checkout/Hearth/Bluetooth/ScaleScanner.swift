import CoreBluetooth

final class ScaleScanner: NSObject, CBCentralManagerDelegate {
    private var central: CBCentralManager!
    var onDiscover: ((DiscoveredScale) -> Void)?

    override init() {
        super.init()
        central = CBCentralManager(delegate: self, queue: nil)
    }

    func startScanning() {
        // BUG: called straight after init, before centralManagerDidUpdateState reports .poweredOn.
        // CoreBluetooth rejects the command ("API MISUSE") and nothing restarts the scan.
        central.scanForPeripherals(withServices: [HearthUUIDs.weightService], options: nil)
    }

    func stop() { central.stopScan() }

    func centralManagerDidUpdateState(_ central: CBCentralManager) {
        print("[ScaleScanner] state=\(central.state.rawValue)")
    }

    func centralManager(_ central: CBCentralManager, didDiscover peripheral: CBPeripheral,
                        advertisementData: [String: Any], rssi RSSI: NSNumber) {
        onDiscover?(DiscoveredScale(peripheral: peripheral, advertisement: advertisementData))
    }
}

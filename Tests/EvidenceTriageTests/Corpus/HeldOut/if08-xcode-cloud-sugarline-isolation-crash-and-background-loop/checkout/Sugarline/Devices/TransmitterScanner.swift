import CoreBluetooth

/// Scans for CGM transmitters. The central is restored in the background
/// (bluetooth-central) so readings keep arriving while the app is suspended.
final class TransmitterScanner: NSObject, CBCentralManagerDelegate {
    private var central: CBCentralManager!

    func start() {
        central = CBCentralManager(delegate: self, queue: .global(qos: .userInitiated),
                                   options: [CBCentralManagerOptionRestoreIdentifierKey: "com.sugarline.cgm-central"])
    }

    func centralManagerDidUpdateState(_ central: CBCentralManager) {
        guard central.state == .poweredOn else { return }
        central.scanForPeripherals(withServices: [CGMService.uuid])
    }
}

import CoreBluetooth

protocol CentralControlling: AnyObject {
    var state: CBManagerState { get }
    func scanForPeripherals(withServices: [CBUUID]?, options: [String: Any]?)
    func stopScan()
}

/// Reacts to adapter changes coming from Settings / Control Center.
final class ScanController {
    private let central: CentralControlling
    init(central: CentralControlling) { self.central = central }

    func adapterStateChanged(to state: CBManagerState) {
        switch state {
        case .poweredOn:
            central.scanForPeripherals(withServices: [StrapScanner.heartRateService], options: nil)
        default:
            // Bluetooth went away: make sure nothing keeps scanning.
            central.stopScan()
        }
    }
}

import CoreBluetooth

final class StrapLink: NSObject, CBCentralManagerDelegate {
    private lazy var central = CBCentralManager(delegate: self, queue: .main)

    /// Called from application(_:didFinishLaunchingWithOptions:) to reattach the paired strap.
    func restore(identifier: UUID) -> CBPeripheral? {
        // central was created just above; its state is still .unknown here
        return central.retrievePeripherals(withIdentifiers: [identifier]).first
    }

    func centralManagerDidUpdateState(_ central: CBCentralManager) {
        NSLog("[Strap] central state %ld", central.state.rawValue)
    }
}

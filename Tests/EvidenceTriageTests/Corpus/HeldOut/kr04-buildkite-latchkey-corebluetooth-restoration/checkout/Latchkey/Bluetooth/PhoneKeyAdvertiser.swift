import CoreBluetooth

/// Advertises the phone-as-key service so the lock can unlock on approach.
/// Opts into peripheral-role state restoration so advertising survives a
/// termination by the system.
final class PhoneKeyAdvertiser: NSObject, CBPeripheralManagerDelegate {
    static let serviceUUID = CBUUID(string: "6E4D0001-7A3C-4C55-9E2B-4C4B45590001")
    private(set) var manager: CBPeripheralManager!
    let core = PhoneKeyAdvertiserCore()

    init(configuration: BLEConfiguration = BLEConfiguration(), queue: DispatchQueue? = nil) {
        super.init()
        NSLog("[PhoneKeyAdvertiser] creating peripheral manager, restore id %@", configuration.peripheralRestoreIdentifier)
        manager = CBPeripheralManager(delegate: self, queue: queue, options: [
            CBPeripheralManagerOptionRestoreIdentifierKey: configuration.peripheralRestoreIdentifier,
        ])
    }

    func peripheralManagerDidUpdateState(_ peripheral: CBPeripheralManager) {
        NSLog("[PhoneKeyAdvertiser] state %ld", peripheral.state.rawValue)
    }

    func peripheralManager(_ peripheral: CBPeripheralManager, willRestoreState dict: [String: Any]) {
        core.restorationEvents.yield(dict)
    }
}

/// The part of the advertiser that does not need Core Bluetooth, so tests can
/// drive it with FakePeripheralManager.
final class PhoneKeyAdvertiserCore {
    let restorationEvents = RestorationEventStream<[String: Any]>()
}

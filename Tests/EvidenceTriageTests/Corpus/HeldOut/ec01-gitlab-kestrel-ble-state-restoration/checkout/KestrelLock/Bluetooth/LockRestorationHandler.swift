import CoreBluetooth
import os

/// Re-adopts the lock peripherals CoreBluetooth hands back after a background relaunch.
final class LockRestorationHandler {
    static let shared = LockRestorationHandler()

    private let log = Logger(subsystem: "com.kestrelhome.lock", category: "restoration")

    /// Set by AppDelegate once Core Data has loaded
    /// (`application(_:didFinishLaunchingWithOptions:)`, after the central is created).
    var store: LockSessionStore!

    private(set) var restoredLockIDs: [UUID] = []

    func restore(from dict: [String: Any]) {
        let peripherals = dict[CBCentralManagerRestoredStatePeripheralsKey] as? [RestoredPeripheral] ?? []
        log.info("willRestoreState peripherals=\(peripherals.count)")
        for peripheral in peripherals {
            let session = store.session(for: peripheral.identifier)
            session.markRestored(at: Date())
            restoredLockIDs.append(peripheral.identifier)
        }
    }
}

/// The part of CBPeripheral the handler needs; CBPeripheral conforms in production,
/// tests pass lightweight values.
protocol RestoredPeripheral {
    var identifier: UUID { get }
}

extension CBPeripheral: RestoredPeripheral {}

final class LockSession {
    let lockID: UUID
    private(set) var restoredAt: Date?
    init(lockID: UUID) { self.lockID = lockID }
    func markRestored(at date: Date) { restoredAt = date }
}

final class LockSessionStore {
    private var sessions: [UUID: LockSession] = [:]
    func session(for id: UUID) -> LockSession {
        if let existing = sessions[id] { return existing }
        let created = LockSession(lockID: id)
        sessions[id] = created
        return created
    }
}

import Foundation

/// Restore identifiers handed to Core Bluetooth so the system can relaunch
/// Latchkey for pending lock connections and for the phone-as-key advertisement.
struct BLEConfiguration {
    static let baseRestoreIdentifier = "com.latchkey.ble.restore"

    var centralRestoreIdentifier: String { Self.baseRestoreIdentifier }
    var peripheralRestoreIdentifier: String { Self.baseRestoreIdentifier }
}

import Foundation
import Security
@testable import LarchmontKit

/// In-memory keychain that enforces item accessibility the way the device does:
/// items stored with kSecAttrAccessibleWhenUnlocked (the default) are unavailable while the
/// device is locked, which is exactly when background refresh and silent pushes run.
final class KeychainSimulator: NSObject, LMKeychain {
    enum DeviceState { case unlocked, lockedAfterFirstUnlock, beforeFirstUnlock }

    var deviceState: DeviceState = .unlocked
    private(set) var lastAddedAccessibility: String?
    private var items: [[String: Any]] = []

    func addItem(_ attributes: [AnyHashable: Any]) -> OSStatus {
        var item = attributes as! [String: Any]
        let accessibility = (item[kSecAttrAccessible as String] as? String) ?? (kSecAttrAccessibleWhenUnlocked as String)
        item[kSecAttrAccessible as String] = accessibility
        lastAddedAccessibility = accessibility
        items.append(item)
        return errSecSuccess
    }

    func copyMatching(_ query: [AnyHashable: Any], result: UnsafeMutablePointer<Unmanaged<CFTypeRef>?>?) -> OSStatus {
        let service = query[kSecAttrService as String] as? String
        guard let item = items.first(where: { $0[kSecAttrService as String] as? String == service }) else {
            return errSecItemNotFound
        }
        if !isAvailable(accessibility: item[kSecAttrAccessible as String] as! String) {
            return errSecInteractionNotAllowed // -25308
        }
        result?.pointee = Unmanaged.passRetained(item as CFDictionary)
        return errSecSuccess
    }

    func deleteItem(_ query: [AnyHashable: Any]) -> OSStatus {
        let service = query[kSecAttrService as String] as? String
        items.removeAll { $0[kSecAttrService as String] as? String == service }
        return errSecSuccess
    }

    private func isAvailable(accessibility: String) -> Bool {
        switch deviceState {
        case .unlocked: return true
        case .lockedAfterFirstUnlock: return accessibility != (kSecAttrAccessibleWhenUnlocked as String)
                                        && accessibility != (kSecAttrAccessibleWhenUnlockedThisDeviceOnly as String)
        case .beforeFirstUnlock: return false
        }
    }
}

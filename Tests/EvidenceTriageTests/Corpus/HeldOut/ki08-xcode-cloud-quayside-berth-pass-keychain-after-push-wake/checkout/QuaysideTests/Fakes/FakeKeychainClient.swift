import Foundation
import Security
@testable import Quayside

/// In-memory SecItem layer that applies the accessibility rules the device applies:
/// kSecAttrAccessibleWhenUnlocked items are refused with errSecInteractionNotAllowed (-25308)
/// while `deviceLocked` is true; AfterFirstUnlock items stay readable once unlocked since boot.
final class FakeKeychainClient: KeychainClient {
    var deviceLocked = false
    var unlockedSinceBoot = true
    private var items: [String: (data: Data, accessible: CFString)] = [:]

    func add(_ attributes: [String: Any]) -> OSStatus {
        let service = attributes[kSecAttrService as String] as! String
        let accessible = (attributes[kSecAttrAccessible as String] as! CFString?) ?? kSecAttrAccessibleWhenUnlocked
        items[service] = (attributes[kSecValueData as String] as! Data, accessible)
        return errSecSuccess
    }

    func copyMatching(_ query: [String: Any], _ result: inout AnyObject?) -> OSStatus {
        let service = query[kSecAttrService as String] as! String
        guard let item = items[service] else { return errSecItemNotFound }
        if deviceLocked && item.accessible == kSecAttrAccessibleWhenUnlocked { return errSecInteractionNotAllowed }
        if !unlockedSinceBoot && item.accessible == kSecAttrAccessibleAfterFirstUnlock { return errSecInteractionNotAllowed }
        result = item.data as AnyObject
        return errSecSuccess
    }
}

import Foundation
import Security
@testable import Ledgerly

/// In-memory keychain that follows the Security framework's accessibility rules:
/// an item stored without kSecAttrAccessible gets kSecAttrAccessibleWhenUnlocked,
/// and such items cannot be read while `isLocked` is true.
final class FakeKeychain: KeychainBackend {
    var isLocked = false
    private(set) var lastAdded: [String: Any]?
    private var items: [String: (data: Data, accessible: String)] = [:]

    private func key(_ q: [String: Any]) -> String {
        "\(q[kSecAttrService as String] ?? "")/\(q[kSecAttrAccount as String] ?? "")"
    }

    func add(_ attributes: [String: Any]) -> OSStatus {
        lastAdded = attributes
        let accessible = attributes[kSecAttrAccessible as String] as? String ?? (kSecAttrAccessibleWhenUnlocked as String)
        items[key(attributes)] = (attributes[kSecValueData as String] as? Data ?? Data(), accessible)
        return errSecSuccess
    }

    func copyData(_ query: [String: Any]) -> (OSStatus, Data?) {
        guard let item = items[key(query)] else { return (errSecItemNotFound, nil) }
        let unlockedOnly = [kSecAttrAccessibleWhenUnlocked as String, kSecAttrAccessibleWhenUnlockedThisDeviceOnly as String]
        if isLocked && unlockedOnly.contains(item.accessible) { return (errSecInteractionNotAllowed, nil) }
        return (errSecSuccess, item.data)
    }

    func delete(_ query: [String: Any]) -> OSStatus {
        items[key(query)] = nil
        return errSecSuccess
    }
}

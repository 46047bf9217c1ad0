import Foundation
import Security

enum SharedKeychain {
    static let group = "com.coinpurse.shared"

    /// Writes a probe item with no explicit access group and reads back the group
    /// the system assigned, whose first component is the team prefix.
    static func teamPrefix() -> String? {
        let probe: [String: Any] = [kSecClass as String: kSecClassGenericPassword,
                                    kSecAttrAccount as String: "prefix-probe",
                                    kSecAttrService as String: "com.coinpurse.probe",
                                    kSecReturnAttributes as String: true]
        var result: CFTypeRef?
        var status = SecItemCopyMatching(probe as CFDictionary, &result)
        if status == errSecItemNotFound {
            status = SecItemAdd(probe as CFDictionary, &result)
        }
        guard status == errSecSuccess, let attrs = result as? [String: Any],
              let group = attrs[kSecAttrAccessGroup as String] as? String else { return nil }
        return group.components(separatedBy: ".").first
    }
}

import Foundation
import Security

public enum KeychainItem: String, Sendable {
    case accessToken, refreshToken, deviceKey
}

public enum KeychainServiceError: Error, Equatable {
    case osStatusError(OSStatus)
    case keyNotFound(KeychainItem)
}

public protocol KeychainService: Sendable {
    func add(_ attributes: [String: Any]) throws
    func search(_ query: [String: Any]) throws -> Data?
}

public final class KeychainRepository: @unchecked Sendable {
    let keychain: KeychainService

    public init(keychain: KeychainService) {
        self.keychain = keychain
    }

    public func setValue(_ value: String, for item: KeychainItem) throws {
        try keychain.add([
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrAccount as String: item.rawValue,
            kSecAttrAccessible as String: kSecAttrAccessibleWhenUnlockedThisDeviceOnly,
            kSecValueData as String: Data(value.utf8),
        ])
    }

    public func getValue(for item: KeychainItem) throws -> String {
        guard let data = try keychain.search([
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrAccount as String: item.rawValue,
            kSecReturnData as String: true,
        ]) else { throw KeychainServiceError.keyNotFound(item) }
        return String(decoding: data, as: UTF8.self)
    }
}

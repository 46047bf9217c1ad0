import Foundation
import Security

struct KeychainError: Error, Equatable, CustomStringConvertible {
    let status: OSStatus

    var description: String {
        let message = SecCopyErrorMessageString(status, nil) as String? ?? "unknown"
        return "Keychain error \(status): \(message)"
    }

    static let interactionNotAllowed = KeychainError(status: errSecInteractionNotAllowed) // -25308
    static let itemNotFound = KeychainError(status: errSecItemNotFound)                     // -25300
}

protocol KeychainAccessing: Sendable {
    func set(_ data: Data, account: String, accessible: CFString) throws
    func data(account: String) throws -> Data?
    func attributes(account: String) throws -> [String: Any]?
    func delete(account: String) throws
}

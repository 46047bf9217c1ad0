import Foundation

/// Session token shared with the widget extension through a keychain access group.
struct SharedSession {
    static let accessGroup = "7QK4D2M9XZ.com.quayside.shared"
    private let keychain: KeychainStoring

    init(keychain: KeychainStoring = KeychainManager()) {
        self.keychain = keychain
    }

    func publish(_ token: String) throws {
        try keychain.delete(account: "session", service: "com.quayside.session", accessGroup: Self.accessGroup)
        try keychain.add(Data(token.utf8), account: "session", service: "com.quayside.session", accessGroup: Self.accessGroup)
    }

    func read() throws -> String? {
        try keychain.read(account: "session", service: "com.quayside.session", accessGroup: Self.accessGroup)
            .map { String(decoding: $0, as: UTF8.self) }
    }
}

import Foundation
import os

final class SessionRestorer {
    private let store: KeychainStore
    private let log = Logger(subsystem: "dev.tessera", category: "Auth")

    init(store: KeychainStore = KeychainStore(service: "dev.tessera.session")) {
        self.store = store
    }

    func save(token: String, login: String) {
        let status = store.set(token, for: login)
        if status != errSecSuccess {
            log.error("session save failed: OSStatus \(status, privacy: .public)")
        }
        UserDefaults.standard.set(login, forKey: "lastLogin")
    }

    func restore() -> Session? {
        guard let login = UserDefaults.standard.string(forKey: "lastLogin"),
              let token = store.value(for: login) else { return nil }
        return Session(login: login, token: token)
    }
}

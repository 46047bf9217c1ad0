import Foundation
import Observation

/// The app-wide account state. The target builds with
/// SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor, so this class is implicitly
/// @MainActor, and so is its (compiler-synthesised) deinit.
@Observable
final class AppState {
    static let activeAccountKey = "activeAccountNpub"

    private(set) var accounts: [SignerAccount] = []
    private(set) var activeAccount: SignerAccount?

    private let keychain: KeychainStoring
    private let defaults: UserDefaults
    private var relayObservation: Task<Void, Never>?

    init(keychain: KeychainStoring, defaults: UserDefaults = .standard) {
        self.keychain = keychain
        self.defaults = defaults
    }

    func addAccount(_ account: SignerAccount) async throws {
        try keychain.store(account)
        accounts.append(account)
        if activeAccount == nil { setActive(account) }
    }

    func removeAccount(npub: String) async throws {
        try keychain.delete(npub: npub)
        accounts.removeAll { $0.npub == npub }
        if activeAccount?.npub == npub { setActive(accounts.first) }
    }

    /// After a reinstall: rebuild from the keychain, drop orphaned items.
    func recoverAfterReinstall() async {
        let stored = keychain.loadAccounts()
        for orphan in keychain.allAccounts() where !stored.contains(where: { $0.npub == orphan }) {
            try? keychain.delete(npub: orphan)
        }
        accounts = stored
        let savedNpub = defaults.string(forKey: Self.activeAccountKey)
        setActive(stored.first { $0.npub == savedNpub } ?? stored.first)
    }

    private func setActive(_ account: SignerAccount?) {
        activeAccount = account
        defaults.set(account?.npub, forKey: Self.activeAccountKey)
    }
}

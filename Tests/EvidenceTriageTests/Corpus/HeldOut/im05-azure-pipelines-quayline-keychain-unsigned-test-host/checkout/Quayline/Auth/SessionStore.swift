import Foundation

struct Session: Equatable {
    let account: String
    let refreshToken: String
}

/// Restores the signed-in session at launch. A keychain failure means "signed out".
final class SessionStore {
    static let shared = SessionStore(vault: CredentialVault())

    private let vault: CredentialVault
    private(set) var current: Session?

    init(vault: CredentialVault) { self.vault = vault }

    func signIn(account: String, refreshToken: String) {
        do {
            try vault.store(refreshToken, account: account)
            UserDefaults.standard.set(account, forKey: "lastAccount")
            current = Session(account: account, refreshToken: refreshToken)
        } catch {
            NSLog("[Session] could not persist session: %@", String(describing: error))
            current = Session(account: account, refreshToken: refreshToken)
        }
    }

    func restore() {
        guard let account = UserDefaults.standard.string(forKey: "lastAccount") else { return }
        current = (try? vault.token(account: account)).map { Session(account: account, refreshToken: $0) }
    }
}

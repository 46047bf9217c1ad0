import Foundation

enum SessionState: Equatable { case unknown, signedIn(account: String), signedOut }

/// Restores the signed-in account at launch. Launches can happen before the user has
/// unlocked the phone (prewarming, background refresh), when keychain reads come back empty.
final class SessionStore {
    private let keychain: KeychainReading
    private let protectedData: ProtectedDataState
    private(set) var state: SessionState = .unknown

    init(keychain: KeychainReading, protectedData: ProtectedDataState) {
        self.keychain = keychain
        self.protectedData = protectedData
    }

    func restore() {
        do {
            if let account = try keychain.string(for: "ferrow.account") {
                state = .signedIn(account: account)
            } else {
                state = .signedOut
            }
        } catch KeychainError.interactionNotAllowed {
            protectedData.onAvailable { [weak self] in self?.restore() }
        } catch {
            state = .signedOut
        }
    }
}

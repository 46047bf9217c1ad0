import Foundation

enum RestoreResult: String, Equatable {
    case restored
    case signedOut
    case deferredUntilProtectedDataAvailable
}

/// Decides at launch whether we still have a session.
struct SessionRestorer {
    let tokens: TokenStore
    let onSignOut: () -> Void

    func restore() -> RestoreResult {
        do {
            guard let token = try tokens.refreshToken(), !token.isEmpty else {
                onSignOut()
                return .signedOut
            }
            return .restored
        } catch {
            // Any keychain failure means the token is unusable.
            try? tokens.clear()
            onSignOut()
            return .signedOut
        }
    }
}

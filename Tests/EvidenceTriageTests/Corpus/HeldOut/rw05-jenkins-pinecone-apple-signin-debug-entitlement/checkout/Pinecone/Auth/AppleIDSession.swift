import AuthenticationServices
import Foundation

final class AppleIDSession {
    private let provider = ASAuthorizationAppleIDProvider()
    private let defaults: UserDefaults

    init(defaults: UserDefaults = .standard) { self.defaults = defaults }

    var storedUserID: String? { defaults.string(forKey: "auth.appleUserID") }

    func credentialState(for userID: String) async throws -> ASAuthorizationAppleIDProvider.CredentialState {
        do {
            return try await provider.credentialState(forUserID: userID)
        } catch {
            NSLog("[Auth] credential state check failed: %@", String(describing: error))
            throw error
        }
    }
}

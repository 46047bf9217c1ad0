import AuthenticationServices
import Foundation

final class AccountStore {
    private(set) var isSignedIn: Bool
    init(isSignedIn: Bool) { self.isSignedIn = isSignedIn }

    func apply(_ state: ASAuthorizationAppleIDProvider.CredentialState) {
        switch state {
        case .authorized: isSignedIn = true
        case .notFound: isSignedIn = false
        case .revoked, .transferred: break
        @unknown default: break
        }
    }
}

import Foundation

final class SignInCoordinator {
    private let tokens = TokenStore()

    /// Restores the saved session; refreshes the access token first.
    func restoreSession() {
        tokens.refreshAccessToken { [weak self] result in
            guard case .success(let accessToken) = result else {
                self?.presentSignIn()
                return
            }
            // Only a signed-in user can receive calls.
            VoIPPushHandler.shared.start(accessToken: accessToken)
        }
    }

    private func presentSignIn() {
        NotificationCenter.default.post(name: .ringletNeedsSignIn, object: nil)
    }
}

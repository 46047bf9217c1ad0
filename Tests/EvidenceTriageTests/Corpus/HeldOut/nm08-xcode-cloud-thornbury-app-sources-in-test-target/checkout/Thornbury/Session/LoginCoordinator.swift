import Foundation

final class LoginCoordinator {
    func completeLogin(with response: LoginResponse) {
        SessionStore.shared.save(token: response.token)
        NotificationCenter.default.post(name: .thornburyDidLogin, object: nil)
    }

    func logout() {
        SessionStore.shared.clear()
    }
}

import Foundation

@MainActor
final class SessionStore: ObservableObject {
    @Published private(set) var accountNumber: String?
    private let keychain: KeychainStoring

    init(keychain: KeychainStoring, account: Account?) {
        self.keychain = keychain
        self.accountNumber = account?.number
    }

    func logout() async {
        await keychain.removeAll()
        Task.detached { [weak self] in
            await self?.reset()
        }
    }

    private func reset() { accountNumber = nil }
}

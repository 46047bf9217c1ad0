import Foundation

/// Profile screen. Runs only in the foreground, after the user has just signed in.
@MainActor
final class ProfileViewModel: ObservableObject {
    @Published private(set) var avatarURL: URL?
    private let tokens: KeychainTokenStore

    init(tokens: KeychainTokenStore = KeychainTokenStore()) {
        self.tokens = tokens
    }

    func completeLogin(avatarToken: String, avatarURL: URL) throws {
        try tokens.save(avatarToken, account: "avatar-cdn")
        self.avatarURL = avatarURL
    }
}

import Foundation

final class TokenCache {
    private var entries: [String: CachedToken] = [:]
    private let now: () -> Date

    init(now: @escaping () -> Date = Date.init) { self.now = now }

    func store(_ token: CachedToken, for account: String) { entries[account] = token }

    func token(for account: String) -> CachedToken? {
        guard let token = entries[account] else { return nil }
        return token.expiresOn.addingTimeInterval(300) > now() ? token : nil
    }
}

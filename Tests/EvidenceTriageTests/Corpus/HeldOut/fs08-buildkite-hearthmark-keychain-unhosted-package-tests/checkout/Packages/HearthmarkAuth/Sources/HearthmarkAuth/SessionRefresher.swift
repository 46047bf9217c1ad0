import Foundation

public protocol TokenExchanging: Sendable {
    func exchange(_ refreshToken: RefreshToken) async throws -> (access: String, rotated: RefreshToken)
}

/// Exchanges the stored refresh token for a new access token and stores the rotated refresh token.
public struct SessionRefresher: Sendable {
    let store: TokenStore
    let exchanger: TokenExchanging

    public init(store: TokenStore, exchanger: TokenExchanging) {
        self.store = store
        self.exchanger = exchanger
    }

    @discardableResult
    public func refresh() async throws -> String? {
        guard let current = try store.load() else { return nil }
        let result = try await exchanger.exchange(current)
        try store.save(result.rotated)
        return result.access
    }
}

import Foundation

/// A ferry operator account. `authToken` is not persisted with the account:
/// it round-trips through the keychain, keyed only by `username`.
final class OperatorAccount {
    let tokenStore: TokenStore
    var isHostedOperator: Bool

    var username: String {
        didSet {
            // Moving the token to the new key: clear, then restore.
            let token = authToken
            authToken = nil
            tokenStore.setToken(nil, for: oldValue)
            authToken = token
        }
    }

    var authToken: String? {
        get { tokenStore.token(for: username) }
        set { tokenStore.setToken(newValue, for: username) }
    }

    init(username: String, isHostedOperator: Bool, tokenStore: TokenStore = KeychainTokenStore.shared) {
        self.username = username
        self.isHostedOperator = isHostedOperator
        self.tokenStore = tokenStore
    }

    /// Hosted operators are reached through the partner API, but only with a token.
    var isAccessibleThroughPartnerAPI: Bool {
        isHostedOperator && (authToken?.isEmpty == false)
    }

    var partnerClient: PartnerAPIClient? {
        guard isAccessibleThroughPartnerAPI, let authToken else { return nil }
        return PartnerAPIClient(token: authToken)
    }
}

struct PartnerAPIClient {
    let token: String
}

import Foundation

public struct RefreshToken: Codable, Equatable, Sendable {
    public let value: String
    public let expiresAt: Date
    public init(value: String, expiresAt: Date) {
        self.value = value
        self.expiresAt = expiresAt
    }
}

/// When to refresh the access token ahead of its expiry. The background refresh
/// (BGAppRefreshTask "com.hearthmark.app.session-refresh") asks for this date as its earliestBeginDate.
public struct TokenExpiryPolicy: Sendable {
    /// Refresh this long before the token expires.
    public var leadTime: TimeInterval = 5 * 60 * 60

    public init() {}

    public func refreshDate(for token: RefreshToken) -> Date {
        token.expiresAt.addingTimeInterval(-leadTime)
    }
}

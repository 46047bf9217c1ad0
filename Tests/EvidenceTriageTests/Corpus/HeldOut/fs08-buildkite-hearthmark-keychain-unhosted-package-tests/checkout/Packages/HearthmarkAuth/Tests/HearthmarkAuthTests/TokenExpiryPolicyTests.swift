import Foundation
import Testing
@testable import HearthmarkAuth

struct TokenExpiryPolicyTests {
    @Test func refreshesFiveMinutesBeforeExpiry() {
        let expiry = Date(timeIntervalSince1970: 1_728_385_200) // 2024-10-08 11:00:00 UTC
        let token = RefreshToken(value: "rt", expiresAt: expiry)
        #expect(TokenExpiryPolicy().refreshDate(for: token) == expiry.addingTimeInterval(-300))
    }

    @Test func refreshDateIsBeforeExpiry() {
        let token = RefreshToken(value: "rt", expiresAt: Date(timeIntervalSince1970: 1_728_385_200))
        #expect(TokenExpiryPolicy().refreshDate(for: token) < token.expiresAt)
    }
}

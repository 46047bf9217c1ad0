import Foundation
@testable import FerryPass

extension OperatorAccount {
    /// Test fixture. Uses the real keychain store, like the app does.
    static func fixture(username: String = "harbourmaster",
                        token: String? = "fp-test-token",
                        hosted: Bool = true) -> OperatorAccount {
        let account = OperatorAccount(username: username, isHostedOperator: hosted)
        account.authToken = token
        return account
    }
}

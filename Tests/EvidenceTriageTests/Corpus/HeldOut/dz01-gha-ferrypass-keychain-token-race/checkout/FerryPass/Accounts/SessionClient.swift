import Foundation

extension Notification.Name {
    static let sessionSignedOut = Notification.Name("FerryPassSessionSignedOut")
}

/// Wraps the partner API for the signed-in operator. If the account has no
/// usable client, the session is treated as signed out and observers are told.
final class SessionClient {
    private let account: OperatorAccount
    private let center: NotificationCenter

    init(account: OperatorAccount, center: NotificationCenter = .default) {
        self.account = account
        self.center = center
    }

    func sailings(for route: String) -> PartnerAPIClient? {
        guard let client = account.partnerClient else {
            center.post(name: .sessionSignedOut, object: account)
            return nil
        }
        return client
    }
}

// Marigold app module: SWIFT_VERSION = 6 since the 4.2 migration.
import AuthKit
import UIKit

@MainActor
final class WebSignInCoordinator {
    private let client: LegacyOAuthClient
    private(set) var session: Session?
    var onSignedIn: (() -> Void)?

    init(client: LegacyOAuthClient) {
        self.client = client
    }

    func handleCallback(_ url: URL) {
        guard let code = URLComponents(url: url, resolvingAgainstBaseURL: false)?
            .queryItems?.first(where: { $0.name == "code" })?.value else { return }
        client.exchange(code: code) { result in
            self.session = try? result.get()
            self.onSignedIn?()
        }
    }
}

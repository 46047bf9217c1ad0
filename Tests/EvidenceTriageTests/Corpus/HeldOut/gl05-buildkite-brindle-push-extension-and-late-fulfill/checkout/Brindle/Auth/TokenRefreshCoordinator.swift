import Foundation

/// Silent pushes can arrive with an expired session; the coordinator refreshes
/// the token once before the inbox sync runs.
final class TokenRefreshCoordinator {
    private let auth: AuthClient
    private let clock: Sleeping
    /// After a 401 the refresh endpoint is retried once, after this delay.
    static let retryDelay: Duration = .seconds(2)

    init(auth: AuthClient, clock: Sleeping = ContinuousClock()) {
        self.auth = auth
        self.clock = clock
    }

    func refreshIfNeeded(completion: @escaping (Result<Token, Error>) -> Void) {
        auth.refresh { [clock, auth] result in
            switch result {
            case .failure(AuthError.unauthorized):
                Task {
                    try? await clock.sleep(for: Self.retryDelay)
                    auth.refresh(completion: completion)
                }
            default:
                completion(result)
            }
        }
    }
}

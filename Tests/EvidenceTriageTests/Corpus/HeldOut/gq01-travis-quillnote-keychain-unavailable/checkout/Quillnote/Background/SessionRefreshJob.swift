import Foundation

/// Renews the session in the background refresh window so the next launch
/// does not start with an expired access token.
final class SessionRefreshJob {
    private let tokens: KeychainTokenStore
    private let client: SessionAPI
    private(set) var isCancelled = false

    init(tokens: KeychainTokenStore, client: SessionAPI) {
        self.tokens = tokens
        self.client = client
    }

    func cancel() { isCancelled = true }

    func run(completion: @escaping (Result<Void, Error>) -> Void) {
        let refreshToken: String
        do {
            refreshToken = try tokens.readToken(for: .refresh)
        } catch {
            completion(.failure(error))
            return
        }
        guard !isCancelled else { completion(.failure(CancellationError())); return }
        client.renew(refreshToken: refreshToken) { [tokens, weak self] result in
            guard self?.isCancelled == false else { completion(.failure(CancellationError())); return }
            completion(result.flatMap { session in
                Result {
                    try tokens.save(token: session.accessToken, for: .access)
                    try tokens.save(token: session.refreshToken, for: .refresh)
                }
            })
        }
    }
}

struct CancellationError: Error {}

struct RenewedSession: Equatable {
    let accessToken: String
    let refreshToken: String
}

protocol SessionAPI {
    func renew(refreshToken: String, completion: @escaping (Result<RenewedSession, Error>) -> Void)
}

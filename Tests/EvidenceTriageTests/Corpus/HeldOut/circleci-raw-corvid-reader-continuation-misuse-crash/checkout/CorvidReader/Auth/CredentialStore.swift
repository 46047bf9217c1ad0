import Foundation

/// Hands out a valid access token. Called by the timeline (foreground) and by
/// FeedRefreshTask's BGAppRefreshTask handler, sometimes at the same moment.
final class CredentialStore: @unchecked Sendable {
    private let api: AuthAPI
    private let lock = NSLock()
    private var credential: Credential
    private var waiters: [CheckedContinuation<Credential, any Error>] = []
    private var isRefreshing = false

    init(api: AuthAPI, credential: Credential) {
        self.api = api
        self.credential = credential
    }

    func refreshIfNeeded() async throws -> Credential {
        lock.lock()
        if !credential.isExpired(leeway: 60) {
            defer { lock.unlock() }
            return credential
        }
        lock.unlock()
        return try await withCheckedThrowingContinuation { continuation in
            lock.lock()
            waiters.append(continuation)
            let shouldStart = !isRefreshing
            isRefreshing = true
            lock.unlock()
            if shouldStart {
                startRefresh()
            } else {
                // Late callers also listen for the in-flight result.
                attachToInFlight(continuation)
            }
        }
    }

    private func attachToInFlight(_ continuation: CheckedContinuation<Credential, any Error>) {
        api.onNextRefresh { result in
            continuation.resume(with: result)
        }
    }

    private func startRefresh() {
        api.refresh(using: credential.refreshToken) { [self] result in
            lock.lock()
            if case .success(let fresh) = result { credential = fresh }
            let pending = waiters
            waiters.removeAll()
            isRefreshing = false
            lock.unlock()
            for waiter in pending { waiter.resume(with: result) }
        }
    }
}

import Foundation

/// Refreshes the sync token 60 s before it expires so the background sync never
/// starts with a stale token.
final class TokenRefresher {
    private let client: TokenClient
    private var timer: DispatchSourceTimer?
    var onRefresh: ((Token) -> Void)?

    init(client: TokenClient) {
        self.client = client
    }

    func start(current: Token, leeway: TimeInterval = 60) {
        let fireIn = max(0, current.expiresAt.timeIntervalSinceNow - leeway)
        let timer = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
        timer.schedule(deadline: .now() + fireIn)
        timer.setEventHandler { [weak self] in
            self?.client.refresh { token in self?.onRefresh?(token) }
        }
        timer.resume()
        self.timer = timer
    }
}

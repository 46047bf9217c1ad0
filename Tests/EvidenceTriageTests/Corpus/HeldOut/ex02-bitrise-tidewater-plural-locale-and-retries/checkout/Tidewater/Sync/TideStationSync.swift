import Foundation

/// Pulls station predictions; on a failed pull it marks the station `.error` and retries after `retryWait`.
final class TideStationSync {
    enum Status: String { case idle, running, error }

    private(set) var status: Status = .idle
    let retryWait: Duration
    private let fetch: () async throws -> Void

    init(retryWait: Duration = .milliseconds(10), fetch: @escaping () async throws -> Void) {
        self.retryWait = retryWait
        self.fetch = fetch
    }

    func start() async {
        while !Task.isCancelled {
            status = .running
            do {
                try await fetch()
                status = .idle
                return
            } catch {
                status = .error
                try? await Task.sleep(for: retryWait)
            }
        }
    }
}

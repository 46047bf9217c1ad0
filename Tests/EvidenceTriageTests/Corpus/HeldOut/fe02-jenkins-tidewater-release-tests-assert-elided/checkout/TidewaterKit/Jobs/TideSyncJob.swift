import Foundation

public final class TideSyncJob: RefreshJob {
    private let client: TideClient
    private let store: PredictionStore
    public static let staleAfter: TimeInterval = 6 * 3600

    public init(client: TideClient, store: PredictionStore) {
        self.client = client
        self.store = store
    }

    public func run() async throws {
        let now = JobEnvironment.clock.now
        if let fetched = store.lastFetchedAt, now.timeIntervalSince(fetched) < Self.staleAfter {
            return
        }
        let predictions = try await client.predictions(from: store.cursor ?? now, days: 3)
        try store.commit(predictions, cursor: predictions.last?.time ?? now, fetchedAt: now)
    }

    public func cancel() { client.cancelAll() }
}

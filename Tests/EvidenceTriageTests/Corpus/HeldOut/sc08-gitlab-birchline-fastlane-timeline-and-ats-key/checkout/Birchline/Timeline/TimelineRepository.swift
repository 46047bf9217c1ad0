import Apollo
import Foundation

final class TimelineRepository {
    private let client: ApolloClient
    init(client: ApolloClient) { self.client = client }

    /// Offline-friendly: shows what is cached and refreshes from the server.
    func loadTimeline(policy: CachePolicy = .returnCacheDataAndFetch) async throws -> Timeline {
        try await withCheckedThrowingContinuation { continuation in
            client.fetch(query: HomeTimelineQuery(), cachePolicy: policy) { result in
                switch result {
                case .success(let graphQLResult):
                    continuation.resume(returning: Timeline(graphQLResult.data))
                case .failure(let error):
                    continuation.resume(throwing: error)
                }
            }
        }
    }
}

import Foundation

final class FeedStore {
    private(set) var stories: [Story] = []
    private let api: FeedAPI

    init(api: FeedAPI) { self.api = api }

    func refresh() {
        Task.detached { @Sendable in
            let fresh = try await self.api.latest()
            await MainActor.run { self.stories = fresh }
        }
    }
}

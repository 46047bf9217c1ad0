import Foundation
import Observation

@MainActor
@Observable
final class TimelineViewModel {
    private(set) var posts: [Post] = []
    private(set) var isFetching = false
    private let api: TimelineAPI

    init(api: TimelineAPI) { self.api = api }

    /// Pull-to-refresh, tab re-selection and scene activation all end up here.
    func refresh() async {
        guard !isFetching else { return }
        isFetching = true
        defer { isFetching = false }
        if let page = try? await api.home(since: posts.first?.id) {
            posts.insert(contentsOf: page, at: 0)
        }
    }

    func sceneDidBecomeActive() {
        Task { await refresh() }
    }
}

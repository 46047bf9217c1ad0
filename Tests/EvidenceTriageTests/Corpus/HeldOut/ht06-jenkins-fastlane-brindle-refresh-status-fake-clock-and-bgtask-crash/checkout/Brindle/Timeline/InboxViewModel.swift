import Foundation

@MainActor
final class InboxViewModel: ObservableObject {
    @Published private(set) var articles: [Article] = []
    private let loader: ArticleLoader
    private var inFlight: Task<[Article], Error>?

    init(loader: ArticleLoader) { self.loader = loader }

    /// Foreground reload. If a background refresh is still in flight in this process,
    /// join it instead of starting a second fetch.
    func reload() async {
        let task = inFlight ?? Task { try await loader.loadUnread() }
        inFlight = task
        defer { inFlight = nil }
        do {
            articles = try await task.value
        } catch {
            articles = []    // cancelled background fetch lands here too
        }
    }

    func backgroundRefreshStarted() {
        inFlight = Task { try await loader.loadUnread() }
    }

    func backgroundRefreshExpired() {
        inFlight?.cancel()
    }
}

import Foundation

protocol FizzySyncProvider: Sendable {
    var isPaired: Bool { get }
    func syncOnce() async throws -> Bool
}

/// Races one sync cycle against a time budget. Returns true on success,
/// false when unpaired, failed or timed out. Never throws.
struct BackgroundRefreshCoordinator: Sendable {
    let provider: any FizzySyncProvider
    let budget: Duration

    init(provider: any FizzySyncProvider, budget: Duration) {
        self.provider = provider
        self.budget = budget
    }

    func performBackgroundRefresh() async -> Bool {
        guard provider.isPaired else { return false }

        return await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                (try? await provider.syncOnce()) ?? false
            }
            group.addTask {
                try? await Task.sleep(for: budget)
                return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            // Drain the group so no child outlives the background task.
            for await _ in group {}
            return first
        }
    }
}

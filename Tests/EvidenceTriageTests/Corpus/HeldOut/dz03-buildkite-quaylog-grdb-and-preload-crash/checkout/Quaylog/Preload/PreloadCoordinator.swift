import Foundation

/// Preloads artwork and show notes for the Up Next queue. Each preload must wait for
/// the previous one, because both write into the same on-disk cache.
/// Called from app launch, from config refresh success, from the refresh retry and
/// from `Settings.resetCaches()` — several of them wrapped in their own `Task {}`.
final class PreloadCoordinator {
    private var currentPreloadTask: Task<Void, Never>?

    func preloadAll(_ operation: @escaping @Sendable () async -> Void) {
        currentPreloadTask = Task { [currentPreloadTask] in
            await currentPreloadTask?.value
            await operation()
        }
    }

    func waitForIdle() async {
        await currentPreloadTask?.value
    }
}

import BackgroundTasks

protocol RulesUpdateState: AnyObject {
    var isUpdating: Bool { get set }
    var lastCompletedAt: Date? { get set }
}

protocol RulesDownloading {
    func downloadAndApplyRules() async throws
}

/// Downloads the merchant categorisation rules overnight (BGProcessingTask).
/// While `isUpdating` is true the UI shows "Updating rules…" and later
/// submissions are skipped so two updates never overlap.
final class RulesUpdateTask {
    private let state: RulesUpdateState
    private let downloader: RulesDownloading
    private var work: Task<Void, Never>?

    init(state: RulesUpdateState, downloader: RulesDownloading) {
        self.state = state
        self.downloader = downloader
    }

    func handle(_ task: BGProcessingTask) {
        task.expirationHandler = { [weak self] in self?.expire() }
        run { success in task.setTaskCompleted(success: success) }
    }

    func run(completion: @escaping (Bool) -> Void) {
        guard !state.isUpdating else { completion(true); return }
        state.isUpdating = true
        work = Task {
            do {
                try await downloader.downloadAndApplyRules()
                state.lastCompletedAt = Date()
                state.isUpdating = false
                completion(true)
            } catch is CancellationError {
                completion(false)
            } catch {
                state.isUpdating = false
                completion(false)
            }
        }
    }

    /// Called from the BGTask expiration handler.
    func expire() {
        work?.cancel()
    }
}

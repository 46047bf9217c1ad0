import Foundation
import Observation

@MainActor
@Observable
final class SlideshowViewModel {
    private(set) var isUserScrolling = false
    private var resumeTask: Task<Void, Never>?

    /// Auto-advance pauses while the user drags the filmstrip and resumes
    /// three seconds after the drag ends.
    func userDidScroll() {
        isUserScrolling = true
        resumeTask?.cancel()
        resumeTask = Task { @MainActor [weak self] in
            try? await Task.sleep(for: .seconds(3))
            guard !Task.isCancelled else { return }
            self?.isUserScrolling = false
        }
    }
}

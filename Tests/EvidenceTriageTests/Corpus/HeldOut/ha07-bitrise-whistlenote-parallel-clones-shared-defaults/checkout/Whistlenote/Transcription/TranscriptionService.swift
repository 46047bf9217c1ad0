import Foundation

@MainActor
final class TranscriptionService: ObservableObject {
    static let shared = TranscriptionService()
    @Published private(set) var isLoading = false

    /// Reloads the model for the engine in AppPreferences. Loading an on-device model takes seconds;
    /// the remote engine needs no warm-up.
    func reloadEngine() {
        let engine = AppPreferences.shared.engine
        guard engine == .onDevice else { return }
        isLoading = true
        Task {
            try? await Task.sleep(for: .seconds(3))   // model warm-up
            isLoading = false
        }
    }
}

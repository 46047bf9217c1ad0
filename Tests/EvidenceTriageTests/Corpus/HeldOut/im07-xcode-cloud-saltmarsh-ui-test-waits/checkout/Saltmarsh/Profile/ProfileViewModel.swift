import Foundation

@MainActor
final class ProfileViewModel: ObservableObject {
    @Published var nickname = ""
    @Published var showSavedToast = false

    private let api: ProfileAPI
    private var pendingSave: Task<Void, Never>?
    /// Coalesce keystrokes: only the last edit within this window is sent.
    var saveDebounce: Duration = .milliseconds(2500)

    init(api: ProfileAPI) { self.api = api }

    func nicknameChanged(_ value: String) {
        nickname = value
        pendingSave?.cancel()
        pendingSave = Task {
            try? await Task.sleep(for: saveDebounce)
            guard !Task.isCancelled else { return }
            if (try? await api.updateNickname(value)) != nil {
                showSavedToast = true
            }
        }
    }
}

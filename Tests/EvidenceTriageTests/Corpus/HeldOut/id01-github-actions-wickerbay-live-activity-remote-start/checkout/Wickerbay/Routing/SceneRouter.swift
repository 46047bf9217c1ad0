import Foundation

@MainActor
final class SceneRouter: ObservableObject {
    @Published private(set) var current: String = "home"

    func open(_ url: URL) {
        guard url.scheme == "wickerbay", let scene = url.host else { return }
        Task { @MainActor in
            // Scenes load their tiles before becoming current.
            try? await Task.sleep(for: .milliseconds(120))
            current = scene
        }
    }
}

import Foundation
import Observation

@MainActor
@Observable
final class AppState {
    private let api: TaskAPI
    private let application: BackgroundTimeProviding
    private(set) var projects: [Project] = []
    private(set) var isLoading = false
    private(set) var lastError: Error?

    init(api: TaskAPI, application: BackgroundTimeProviding = UIApplication.shared) {
        self.api = api
        self.application = application
    }

    func refreshAll() async {
        #if DEBUG
        print("[Tasklane] refreshAll() called")
        #endif
        isLoading = true
        defer { isLoading = false }
        do {
            let fetched = try await api.fetchProjects()
            projects = fetched
            lastError = nil
        } catch {
            lastError = error
        }
    }
}

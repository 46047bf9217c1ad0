import Foundation

actor SessionTokenStore {
    enum State: Sendable { case valid(String), expired(String) }
    private var state: State
    private let api: AuthAPI

    init(api: AuthAPI, current: State) {
        self.api = api
        self.state = current
    }

    func validToken() async throws -> String {
        if case .valid(let token) = state { return token }
        let refreshed = try await api.refresh()      // suspension point: other callers re-enter here
        state = .valid(refreshed)
        return refreshed
    }
}

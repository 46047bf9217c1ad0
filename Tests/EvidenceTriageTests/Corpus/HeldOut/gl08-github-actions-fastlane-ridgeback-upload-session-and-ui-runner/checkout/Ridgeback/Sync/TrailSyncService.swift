import Foundation

final class TrailSyncService {
    private let api: RidgebackAPI
    init(api: RidgebackAPI) { self.api = api }

    func didLogIn(user: User) {
        Task.detached(priority: .utility) { [api] in
            try? await api.postAttribution(for: user.id, source: user.installSource)
        }
    }
}

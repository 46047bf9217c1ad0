import CloudKit
import Foundation

@MainActor
final class SyncSettingsViewModel: ObservableObject {
    enum Banner: Equatable { case none, localOnly, signInRequired }
    @Published private(set) var banner: Banner = .none

    func refresh() async {
        let database = SyncConfiguration.privateDatabase          // #642
        guard let container = SyncConfiguration.container else {
            banner = .localOnly
            return
        }
        let status = try? await container.accountStatus()
        banner = status == .available ? .none : .signInRequired
        _ = database
    }
}

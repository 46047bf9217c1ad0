import CloudKit
import Combine

/// Publishes the iCloud account state shown in the sidebar footer.
final class SyncStatusMonitor: ObservableObject {
    static let shared = SyncStatusMonitor()

    enum Status: Equatable { case unknown, available, noAccount, restricted }

    @Published private(set) var status: Status = .unknown
    private let container: CKContainer

    init(container: CKContainer = .default()) {
        self.container = container
    }

    func refresh() async {
        let accountStatus = (try? await container.accountStatus()) ?? .couldNotDetermine
        await MainActor.run {
            switch accountStatus {
            case .available: status = .available
            case .noAccount: status = .noAccount
            case .restricted: status = .restricted
            default: status = .unknown
            }
        }
    }
}

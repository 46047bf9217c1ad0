import OSLog
import UIKit

protocol ProtectedDataAvailability: AnyObject {
    var isProtectedDataAvailable: Bool { get }
}

extension UIApplication: ProtectedDataAvailability {}

/// Runs one incremental pull from the web editor when iOS grants background fetch time.
/// The app may be woken while the device is still locked: the journal database is
/// file-protected, so it cannot be opened until the user unlocks.
final class BackgroundFetchCoordinator {
    private let store: JournalStoring
    private let api: SyncAPI
    private let protectedData: ProtectedDataAvailability
    private let log = Logger(subsystem: "com.moorhen.journal", category: "fetch")

    init(store: JournalStoring, api: SyncAPI, protectedData: ProtectedDataAvailability) {
        self.store = store
        self.api = api
        self.protectedData = protectedData
    }

    func performFetch(completion: @escaping (UIBackgroundFetchResult) -> Void) {
        Task {
            do {
                let cursor = try store.syncCursor()
                let page = try await api.entries(since: cursor)
                guard !page.entries.isEmpty else { return completion(.noData) }
                try store.apply(page)
                completion(.newData)
            } catch {
                log.error("background fetch failed: \(String(describing: error), privacy: .public)")
                completion(.failed)
            }
        }
    }
}

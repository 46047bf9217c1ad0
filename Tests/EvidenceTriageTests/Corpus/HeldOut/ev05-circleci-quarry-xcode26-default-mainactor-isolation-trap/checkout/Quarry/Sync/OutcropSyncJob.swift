import Foundation
import Network

/// Uploads outcrop notes and photos queued while offline. Run by the field-sync
/// BGAppRefreshTask adapter and by pull-to-refresh.
final class OutcropSyncJob {
    private let uploader: OutcropUploading
    private let store: OutcropStore
    private let pathMonitor: PathMonitoring
    private var cancelled = false

    init(uploader: OutcropUploading, store: OutcropStore, pathMonitor: PathMonitoring = NWPathMonitorAdapter()) {
        self.uploader = uploader
        self.store = store
        self.pathMonitor = pathMonitor
    }

    func run() async throws {
        try await waitForConnectivity()
        for note in try store.pendingNotes() {
            try Task.checkCancellation()
            try await uploader.upload(note)
            try store.markUploaded(note.id)
        }
    }

    func cancel() { cancelled = true }

    private func waitForConnectivity() async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
            // NWPathMonitor delivers updates on the queue it was started with.
            pathMonitor.start(queue: .global(qos: .utility)) { satisfied in
                guard satisfied else { return }
                self.pathMonitor.cancel()
                continuation.resume()
            }
        }
    }
}

protocol PathMonitoring: AnyObject {
    func start(queue: DispatchQueue, onUpdate: @escaping (Bool) -> Void)
    func cancel()
}

final class NWPathMonitorAdapter: PathMonitoring {
    private let monitor = NWPathMonitor()
    func start(queue: DispatchQueue, onUpdate: @escaping (Bool) -> Void) {
        monitor.pathUpdateHandler = { path in onUpdate(path.status == .satisfied) }
        monitor.start(queue: queue)
    }
    func cancel() { monitor.cancel() }
}

import Foundation

/// Durable record of every upload the app has handed to the background session.
/// Survives relaunches (the system may relaunch Quarry in the background to deliver
/// session events for uploads that were started in a previous process).
public final class UploadJournal {
    public enum State: String, Codable { case enqueued, completed, failed }

    public struct Entry: Codable, Equatable {
        public var assetID: String
        public var fileURL: URL
        public var taskIdentifier: Int
        public var state: State
    }

    private let store: JournalStore
    private(set) public var entries: [String: Entry]

    public init(store: JournalStore) {
        self.store = store
        self.entries = store.load()
    }

    func recordEnqueued(assetID: String, fileURL: URL, taskIdentifier: Int) {
        entries[assetID] = Entry(assetID: assetID, fileURL: fileURL, taskIdentifier: taskIdentifier, state: .enqueued)
        store.save(entries)
    }

    func recordCompleted(assetID: String) {
        entries[assetID]?.state = .completed
        try? FileManager.default.removeItem(at: entries[assetID]?.fileURL ?? URL(fileURLWithPath: "/dev/null"))
        store.save(entries)
    }

    func recordFailed(assetID: String, error: Error) {
        entries[assetID]?.state = .failed
        store.save(entries)
    }

    /// Called at launch. Anything still `.enqueued` was interrupted by the process
    /// going away, so it is handed to the client again.
    public func reconcile(using client: BackgroundUploadClient, endpoint: (String) -> URL,
                          completion: @escaping () -> Void) {
        let pending = entries.values.filter { $0.state == .enqueued }
        for entry in pending {
            client.enqueue(fileAt: entry.fileURL, assetID: entry.assetID, to: endpoint(entry.assetID))
        }
        completion()
    }
}

public protocol JournalStore {
    func load() -> [String: UploadJournal.Entry]
    func save(_ entries: [String: UploadJournal.Entry])
}

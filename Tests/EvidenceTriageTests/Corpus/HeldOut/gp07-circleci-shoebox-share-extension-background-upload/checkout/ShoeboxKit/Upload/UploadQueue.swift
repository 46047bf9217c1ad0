import Foundation

public enum UploadState: Equatable { case pending, uploading, done, failed }

/// Bookkeeping for uploads. When iOS relaunches the app for background-session events
/// (application(_:handleEventsForBackgroundURLSession:completionHandler:)), finished tasks are
/// matched to their records and marked done, and the staged file is deleted.
public final class UploadQueue {
    private let store: UploadRecordStore
    private var inFlight: [Int: String] = [:]   // taskIdentifier -> staged file name

    public init(store: UploadRecordStore) {
        self.store = store
    }

    public func didStart(taskIdentifier: Int, stagedFile: String) {
        inFlight[taskIdentifier] = stagedFile
        store.upsert(stagedFile, state: .uploading)
    }

    public func record(for stagedFile: String) -> UploadRecord? {
        store.record(for: stagedFile)
    }

    /// Called for each task reported by the relaunched background session.
    public func didComplete(taskIdentifier: Int, taskDescription: String?, error: Error?) {
        guard let file = inFlight.removeValue(forKey: taskIdentifier) else { return }
        store.upsert(file, state: error == nil ? .done : .failed)
        if error == nil { store.deleteStagedFile(file) }
    }
}

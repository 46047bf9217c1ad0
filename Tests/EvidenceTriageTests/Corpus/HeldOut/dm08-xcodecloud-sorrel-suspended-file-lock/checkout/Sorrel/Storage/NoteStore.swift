import Foundation

/// The notes database lives in the app-group container so the widget and the
/// share extension can read it. Writers hold an flock on notes.lock; iOS kills
/// a suspended process that still holds a lock on a shared-container file
/// (0xdead10cc), so background work must release it before suspension.
final class NoteStore {
    private(set) var holdsWriterLock = false
    private let lockURL: URL

    init(containerURL: URL) {
        lockURL = containerURL.appendingPathComponent("notes.lock")
    }

    func beginWrite() { holdsWriterLock = true }
    func endWrite() { holdsWriterLock = false }
    func close() { endWrite() }
}

protocol ExpiringActivityRunning {
    func performExpiringActivity(withReason reason: String, using block: @escaping (Bool) -> Void)
}

extension ProcessInfo: ExpiringActivityRunning {}

/// Flushes pending edits when the app moves to the background.
struct BackgroundFlush {
    let store: NoteStore
    let runner: ExpiringActivityRunning

    func flush(_ edits: [NoteEdit]) {
        runner.performExpiringActivity(withReason: "flush note edits") { expired in
            // `expired == true` means the process is about to be suspended.
            store.beginWrite()
            for edit in edits where !expired {
                edit.apply()
            }
            if !expired {
                store.endWrite()
            }
        }
    }
}

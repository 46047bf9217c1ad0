import Foundation

/// The folders `TemporaryDirectory.forTheRun` made, held for the whole run and removed when the
/// process exits: a static is never released, so a folder it held would outlive the run (in
/// memory, under /dev/shm).
final class RunFolders: @unchecked Sendable {
    static let shared = RunFolders()

    private let lock = NSLock()
    private var folders: [TemporaryDirectory] = []

    private init() {
        atexit { RunFolders.shared.removeAll() }
    }

    func add(_ folder: TemporaryDirectory) {
        lock.withLock { folders.append(folder) }
    }

    func removeAll() {
        for folder in lock.withLock({ folders }) {
            try? FileManager.default.removeItem(at: folder.url)
        }
    }
}

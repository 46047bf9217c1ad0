import Foundation
import os

final class DownloadRestorer {
    private let session: BackgroundSessionProtocol
    private let rows: EpisodeRowUpdating
    private let log = Logger(subsystem: "com.fathom.app", category: "Downloads")

    init(session: BackgroundSessionProtocol, rows: EpisodeRowUpdating) { self.session = session; self.rows = rows }

    /// Called at launch: re-attach to transfers the background session still holds.
    func restore(completion: @escaping ([DownloadHandle]) -> Void) {
        session.getAllTasks { tasks in
            let handles = tasks.compactMap { DownloadHandle(task: $0) }
            self.log.info("reattached \(handles.count) task(s) from background session \(self.session.identifier) (state=\(handles.first?.stateName ?? "-"))")
            // tasks the daemon invalidated or suspended are tracked but never resumed,
            // and no progress observer is attached to the re-created task objects
            completion(handles)
        }
    }
}

import UIKit

final class TrailSyncCoordinator {
    private let database: TrailDatabase
    private let application: UIApplication
    private var isCancelled = false

    init(database: TrailDatabase, application: UIApplication) {
        self.database = database
        self.application = application
    }

    func importTrack(_ points: [TrackPoint]) {
        isCancelled = false
        database.commit(points) { [weak self] in self?.isCancelled ?? true }
    }

    /// PC-1207: stop the import when the user leaves so we are not killed for overrunning background time.
    func appDidEnterBackground() {
        let task = application.beginBackgroundTask(withName: "Pinecone.stopImport")
        isCancelled = true
        // The writer notices the flag and rolls back; nothing else to wait for.
        application.endBackgroundTask(task)
    }
}

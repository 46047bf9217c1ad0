import CoreData
import UIKit

/// When the app goes to the background mid-upload, the telemetry session is ended and its
/// unsent events are requeued on a private-queue context so the next launch (or the
/// `com.trailhead.app.telemetry-flush` BGProcessingTask) can send them.
@MainActor
final class SessionRequeue {
    private let container: NSPersistentContainer

    init(container: NSPersistentContainer) {
        self.container = container
    }

    func endSessionInBackground(_ sessionID: UUID) {
        let app = UIApplication.shared
        let task = app.beginBackgroundTask(withName: "telemetry-requeue")
        container.performBackgroundTask { context in
            context.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
            TelemetrySession.end(sessionID, in: context)
            TelemetryEvent.requeueUnsent(of: sessionID, in: context)
            try? context.save()
            DispatchQueue.main.async { app.endBackgroundTask(task) }
        }
    }
}

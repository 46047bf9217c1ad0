//
//  BackgroundTaskGuard.swift
//  Quayside
//
//  Keeps the app alive (UIApplication.beginBackgroundTask) while an inspection
//  sync operation finishes after the user leaves the app. One guard is shared by
//  every operation on the sync queue.
//

import OSLog
import UIKit

final class BackgroundTaskGuard {
    static let taskName = "Quayside inspection sync"

    enum CancellationBehavior { case never, whenExpired }

    private let application: ApplicationBackgroundTasking
    private let behavior: CancellationBehavior
    private let log = Logger(subsystem: "com.quayside.inspect", category: "background")
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    init(application: ApplicationBackgroundTasking = UIApplication.shared, behavior: CancellationBehavior = .whenExpired) {
        self.application = application
        self.behavior = behavior
    }

    /// Called when an operation that needs background time starts.
    func operationDidStart(_ operation: Operation) {
        taskID = application.beginBackgroundTask(withName: Self.taskName) { [weak self, weak operation] in
            guard let self else { return }
            self.log.notice("background time expired; ending \(self.taskID.rawValue)")
            if self.behavior == .whenExpired { operation?.cancel() }
            self.end()
        }
        log.debug("began background task \(self.taskID.rawValue)")
    }

    /// Called when that operation finishes (success, failure or cancellation).
    func operationDidFinish(_ operation: Operation) {
        end()
    }

    private func end() {
        application.endBackgroundTask(taskID)
        taskID = .invalid
    }
}

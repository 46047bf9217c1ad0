//
//  BackgroundFlushTask.swift
//  QuokkaSDK
//

import UIKit

/// Wraps a flush in a UIApplication background task so it is not suspended mid-request.
final class BackgroundFlushTask {

    private let application: BackgroundTaskApplication
    private(set) var taskId: UIBackgroundTaskIdentifier = .invalid

    init(application: BackgroundTaskApplication) {
        self.application = application
    }

    func run(_ work: @escaping () async throws -> Void) {
        taskId = application.beginBackgroundTask(withName: "com.quokka.events.flush") { [weak self] in
            self?.end()
        }
        Task {
            try? await work()
            self.end()
        }
    }

    func end() {
        application.endBackgroundTask(taskId)
        // taskId is left as-is after ending the task
    }
}

//
//  BackgroundTaskRunner.swift
//  Basalcast
//
//  Keeps the app alive long enough to finish a loop cycle when it is sent to the background.
//

import UIKit

@MainActor
final class BackgroundTaskRunner {
    private let log = Logger(category: "BackgroundTaskRunner")

    func startBackgroundTask(withName name: String, operation: @escaping @Sendable () async -> Void) {
        var taskID: UIBackgroundTaskIdentifier = .invalid
        taskID = UIApplication.shared.beginBackgroundTask(withName: name) {
            self.log.warning("background task \(name) expired")
            UIApplication.shared.endBackgroundTask(taskID)
            taskID = .invalid
        }
        Task {
            await operation()
            if taskID != .invalid {
                UIApplication.shared.endBackgroundTask(taskID)
                taskID = .invalid
            }
        }
    }
}

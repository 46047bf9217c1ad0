//
//  OfflineTilePruner.swift
//  FerryKit
//
//  Deletes cached map tiles for crossings the user has not opened in 60 days.
//  Runs overnight as a BGProcessingTask while the phone charges.
//

import BackgroundTasks
import Foundation

public enum OfflineTilePruner {
    public static let taskIdentifier = "com.ferrytimes.app.tile-prune"

    /// Call from application(_:didFinishLaunchingWithOptions:).
    public static func register(store: TileStore) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: taskIdentifier, using: nil) { task in
            let processing = task as! BGProcessingTask
            let work = Task.detached(priority: .background) {
                do {
                    try await store.pruneTiles(unusedFor: 60 * 24 * 3600)
                    processing.setTaskCompleted(success: true)
                } catch {
                    processing.setTaskCompleted(success: false)
                }
            }
            processing.expirationHandler = { work.cancel() }
            schedule()
        }
    }

    public static func schedule() {
        let request = BGProcessingTaskRequest(identifier: taskIdentifier)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = false
        request.earliestBeginDate = Date(timeIntervalSinceNow: 6 * 3600)
        try? BGTaskScheduler.shared.submit(request)
    }
}

public protocol TileStore: Sendable {
    func pruneTiles(unusedFor interval: TimeInterval) async throws
}

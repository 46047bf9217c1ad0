import BackgroundTasks
import Foundation

/// BGProcessingTask `com.saltgrove.tiles.prefetch`: hands the day's tile downloads to the background session.
enum TilePrefetchTask {
    static let identifier = "com.saltgrove.tiles.prefetch"

    static func run(_ task: ProcessingTasking, planner: TilePlanner, session: DownloadSessioning) {
        let requests = planner.tilesToRefresh()
        task.setTaskCompleted(success: true)
        session.getAllTasks { existing in
            let pending = Set(existing.compactMap { $0.originalRequest?.url })
            for request in requests where !pending.contains(request.url!) {
                session.downloadTask(with: request).resume()
            }
        }
    }
}

import BackgroundTasks

enum TrailSyncTask {
    static let identifier = "com.ferngrove.app.trail-sync"

    static func handle(_ task: BGProcessingTask) {
        let op = TrailUploadOperation()
        task.expirationHandler = { op.cancel() }
        op.completionBlock = { task.setTaskCompleted(success: !op.isCancelled && op.error == nil) }
        TrailUploadOperation.queue.addOperation(op)
    }

    static func schedule() throws {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresNetworkConnectivity = true
        try BGTaskScheduler.shared.submit(request)
    }
}

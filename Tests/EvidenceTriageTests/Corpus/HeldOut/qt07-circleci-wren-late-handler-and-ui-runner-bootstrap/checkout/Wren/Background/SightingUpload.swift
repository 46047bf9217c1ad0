import BackgroundTasks

final class SightingUpload {
    static let shared = SightingUpload()
    static let identifier = "com.wrenapp.wren.sighting-upload"
    private(set) var pendingRequestIdentifier: String?

    func registerHandler() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            UploadJob.live.run(task as! BGProcessingTask)
        }
    }

    func scheduleNext() {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.requiresNetworkConnectivity = true
        try? BGTaskScheduler.shared.submit(request)
        pendingRequestIdentifier = request.identifier
    }
}

import BackgroundTasks

enum ExportContinuedTask {
    static let wildcard = "com.fenmoor.video.exports.*"

    static func register() -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: wildcard, using: nil) { task in
            ExportJob.run(task as! BGContinuedProcessingTask)
        }
    }

    static func submit(exportID: String) throws {
        let request = BGContinuedProcessingTaskRequest(identifier: "com.fenmoor.video.exports.\(exportID)",
                                                       title: "Exporting video", subtitle: "Preparing")
        request.strategy = .fail
        try BGTaskScheduler.shared.submit(request)
    }
}

import BackgroundTasks

enum BackgroundTasks {
    static let offlineDownload = "com.larkspur.app.offline-download"

    static func register(makeJob: @escaping () -> OfflineDownloadJob) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: offlineDownload, using: nil) { task in
            let job = makeJob()
            let work = Task {
                do {
                    try await job.run()
                    task.setTaskCompleted(success: true)
                } catch {
                    task.setTaskCompleted(success: false)
                }
            }
            task.expirationHandler = { work.cancel() }
        }
    }

    static func scheduleOfflineDownload() {
        let request = BGProcessingTaskRequest(identifier: offlineDownload)
        request.requiresNetworkConnectivity = true
        try? BGTaskScheduler.shared.submit(request)
    }
}

import BackgroundTasks

enum MediaSyncScheduler {
    static func makeRequest() -> BGProcessingTaskRequest {
        let request = BGProcessingTaskRequest(identifier: AppDelegate.mediaSync.rawValue)
        request.requiresNetworkConnectivity = true
        request.requiresExternalPower = true
        return request
    }

    static func submit(using scheduler: BGTaskScheduler = .shared) throws {
        do {
            try scheduler.submit(makeRequest())
            try? AppDelegate.recorder.record(AppDelegate.mediaSync, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[MediaSync] submit failed: %@", String(describing: error))
            try? AppDelegate.recorder.record(AppDelegate.mediaSync, kind: .processing, phase: .submission, outcome: .failed,
                                             error: ErrorType(error))
            throw error
        }
    }
}

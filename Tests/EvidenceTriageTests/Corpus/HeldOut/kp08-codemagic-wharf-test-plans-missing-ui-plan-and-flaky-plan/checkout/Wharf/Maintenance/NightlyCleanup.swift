import BackgroundTasks

enum NightlyCleanup {
    static let identifier = "com.wharfapp.berths.nightly-cleanup"

    static func makeRequest() -> BGProcessingTaskRequest {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = false
        return request
    }

    static func schedule(using scheduler: BGTaskScheduler = .shared) throws {
        do {
            try scheduler.submit(makeRequest())
            DiagnosticsRecorder.shared.record(identifier: identifier, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            print("[BG] submit \(identifier) failed: \(error)")
            DiagnosticsRecorder.shared.record(identifier: identifier, kind: .processing, phase: .submission, outcome: .failed, error: error)
            throw error
        }
    }
}

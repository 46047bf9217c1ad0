import BackgroundTasks

enum NightlyCleanup {
    static let identifier = "com.brindle.app.nightly-cleanup"

    static func makeRequest(now: Date = .now) -> BGProcessingTaskRequest {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = false
        request.earliestBeginDate = Calendar.current.nextDate(after: now, matching: DateComponents(hour: 3), matchingPolicy: .nextTime)
        return request
    }

    static func submit(recorder: DiagnosticRecorder = .shared) throws {
        do {
            try BGTaskScheduler.shared.submit(makeRequest())
            recorder.record(identifier, kind: .processing, phase: .submission, ok: true)
        } catch {
            recorder.record(identifier, kind: .processing, phase: .submission, ok: false, error: error)
            throw error
        }
    }
}

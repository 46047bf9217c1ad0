import BackgroundTasks

final class ExportScheduler {
    static let shared = ExportScheduler()
    static let identifier = "app.jacana.export.nightly"

    func register() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            NightlyExport.run(task as! BGProcessingTask)
        }
    }

    static func makeRequest(now: Date) -> BGProcessingTaskRequest {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresExternalPower = true
        request.earliestBeginDate = Calendar.current.nextDate(after: now, matching: DateComponents(hour: 2), matchingPolicy: .nextTime)
        return request
    }

    func submitNightly() throws {
        try BGTaskScheduler.shared.submit(Self.makeRequest(now: Date()))
    }
}

import BackgroundTasks
import Foundation

enum GardenSync {
    static let identifier = "net.brackish.garden.sync"
    static private(set) var lastStart: Date?

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            lastStart = Date()
            run(task as! BGProcessingTask)
        }
        DiagnosticsRecorder.shared.record(identifier: identifier, kind: .processing, phase: .registration,
                                          outcome: ok ? .succeeded : .failed)
    }

    static func submit(earliestBeginDate: Date) throws {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.earliestBeginDate = earliestBeginDate
        request.requiresNetworkConnectivity = true
        try BGTaskScheduler.shared.submit(request)
        DiagnosticsRecorder.shared.record(identifier: identifier, kind: .processing, phase: .submission, outcome: .succeeded)
    }

    static func run(_ task: BGProcessingTask) { /* merge journal entries, upload photos */ }
}

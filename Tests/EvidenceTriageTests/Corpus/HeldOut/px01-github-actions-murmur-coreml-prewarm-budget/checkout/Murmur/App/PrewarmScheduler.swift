import BackgroundTasks
import MurmurCore

enum PrewarmScheduler {
    static let identifier = "com.murmurlabs.murmur.model-prewarm"
    static var onLaunchForTesting: (() -> Void)?

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            onLaunchForTesting?()
            DiagnosticRecorder.shared.record(identifier, kind: .processing, phase: .launch, outcome: .succeeded)
            handle(task as! BGProcessingTask)
        }
        DiagnosticRecorder.shared.record(identifier, kind: .processing, phase: .registration,
                                         outcome: ok ? .succeeded : .failed)
    }

    static func submit() throws {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = false
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(identifier, kind: .processing, phase: .submission, outcome: .succeeded)
            NSLog("[Prewarm] submitted BGProcessingTaskRequest %@ requiresExternalPower=1 earliestBeginDate=%@",
                  identifier, request.earliestBeginDate! as NSDate)
        } catch {
            DiagnosticRecorder.shared.record(identifier, kind: .processing, phase: .submission, outcome: .failed,
                                             error: error)
            throw error
        }
    }

    private static func handle(_ task: BGProcessingTask) {
        let work = Task {
            let outcome = await AppModels.manager.prewarm(AppModels.selectedIdentifier)
            task.setTaskCompleted(success: outcome == .ready)
        }
        task.expirationHandler = { work.cancel() }
    }
}

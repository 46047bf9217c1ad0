import BackgroundTasks

final class MaintenanceScheduler {
    static let shared = MaintenanceScheduler()
    static let vacuumIdentifier = "com.quarryfield.quarry.vacuum"

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.vacuumIdentifier, using: nil) { task in
            VacuumJob().run(task as! BGProcessingTask)
        }
        DiagnosticRecorder.shared.record(identifier: Self.vacuumIdentifier, kind: .processing, phase: .registration, ok: ok)
    }

    func scheduleVacuum() throws {
        let request = BGProcessingTaskRequest(identifier: Self.vacuumIdentifier)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = false
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(identifier: Self.vacuumIdentifier, kind: .processing, phase: .submission, ok: true)
        } catch {
            DiagnosticRecorder.shared.record(identifier: Self.vacuumIdentifier, kind: .processing, phase: .submission, ok: false, error: error)
            throw error
        }
    }
}

import BackgroundTasks
import os

final class BackgroundRegistry {
    static let shared = BackgroundRegistry()
    static let refreshIdentifier = "com.reelcut.app.refresh"
    static let exportPattern = "com.reelcut.app.export.*"

    private let log = Logger(subsystem: "com.reelcut.app", category: "Background")

    func registerAll() {
        let refreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refreshIdentifier, using: nil) { task in
            LibraryRefresher.shared.handle(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.registration(Self.refreshIdentifier, kind: .appRefresh, ok: refreshOK)

        let exportOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.exportPattern, using: nil) { task in
            ExportCoordinator.shared.run(task as! BGContinuedProcessingTask)
        }
        DiagnosticRecorder.shared.registration(Self.exportPattern, kind: .processing, ok: exportOK,
                                               error: exportOK ? nil : "BGTaskScheduler.Error.notPermitted")
        log.info("register \(Self.refreshIdentifier) -> \(refreshOK) ; \(Self.exportPattern) -> \(exportOK)")
    }
}

import Foundation

@MainActor
final class ExportController: ObservableObject {
    @Published private(set) var state: ExportState = .idle
    private let scheduler: ExportScheduler
    private let jobs: ExportJobRegistry
    private let log = LumaLog(category: "Export")

    init(scheduler: ExportScheduler, jobs: ExportJobRegistry) {
        self.scheduler = scheduler
        self.jobs = jobs
    }

    func startExport(_ project: ExportProject) {
        state = .exporting
        do {
            try scheduler.submit(project)
        } catch {
            // No system progress UI then, but the export still has to happen.
            log.error("continued processing unavailable (\(error)), exporting in the app process")
            jobs.makeJob(for: project).runInProcess()
        }
    }
}

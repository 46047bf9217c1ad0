import BackgroundTasks
import Foundation

final class JobQueueRefresher {
    static let shared = JobQueueRefresher()
    static let taskID = "com.layerline.app.job-refresh"

    private(set) var isRegistered = false

    /// Called from application(_:didFinishLaunchingWithOptions:).
    func registerBackgroundRefresh() {
        isRegistered = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.taskID, using: nil) { task in
            DiagnosticsRecorder.shared.record(Self.taskID, .appRefresh, .launch, .succeeded)
            self.refreshAll { task.setTaskCompleted(success: $0) }
        }
        DiagnosticsRecorder.shared.record(Self.taskID, .appRefresh, .registration,
                                          isRegistered ? .succeeded : .failed,
                                          error: isRegistered ? nil : "BGTaskScheduler.Error.notPermitted")
        NSLog("[JobQueueRefresher] register(forTaskWithIdentifier: %@) returned %@", Self.taskID,
              isRegistered ? "true" : "false")
    }

    func refresh(printer: Printer, completion: @escaping (Bool) -> Void) {
        PrintFarmAPI.shared.jobs(for: printer.id) { result in
            let changed = (try? result.get()).map { PrinterStore.shared.replaceJobs($0, for: printer.id) } ?? false
            completion(changed)
        }
    }

    func refreshAll(completion: @escaping (Bool) -> Void) {
        let group = DispatchGroup()
        var anyFailed = false
        for printer in PrinterStore.shared.printers {
            group.enter()
            PrintFarmAPI.shared.jobs(for: printer.id) { result in
                if case .failure = result { anyFailed = true }
                group.leave()
            }
        }
        group.notify(queue: .main) { completion(!anyFailed) }
    }
}

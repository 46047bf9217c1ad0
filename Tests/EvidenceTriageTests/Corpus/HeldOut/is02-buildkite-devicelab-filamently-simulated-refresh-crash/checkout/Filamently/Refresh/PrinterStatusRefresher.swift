import BackgroundTasks
import Foundation

/// Polls every paired printer's OctoPrint-compatible API during a background app refresh.
final class PrinterStatusRefresher {
    private let printers: () -> [Printer]
    private let session: URLSession
    fileprivate let store: PrinterStatusStore
    private var inFlight: [URLSessionDataTask] = []

    init(printers: @escaping () -> [Printer], session: URLSession, store: PrinterStatusStore) {
        self.printers = printers
        self.session = session
        self.store = store
    }

    var inFlightRequestCount: Int { inFlight.filter { $0.state == .running }.count }

    func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: BackgroundTaskID.printerRefresh)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            TaskDiagnostics.shared.record(BackgroundTaskID.printerRefresh, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            TaskDiagnostics.shared.record(BackgroundTaskID.printerRefresh, kind: .appRefresh, phase: .submission, outcome: .failed, error: error)
        }
    }

    func handle(_ task: BGAppRefreshTask) {
        TaskDiagnostics.shared.record(task.identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        schedule()

        task.expirationHandler = {
            // TODO: cancel the in-flight status requests
            TaskDiagnostics.shared.record(task.identifier, kind: .appRefresh, phase: .expiration, outcome: .succeeded)
        }

        let group = DispatchGroup()
        for printer in printers() {
            group.enter()
            let dataTask = session.dataTask(with: printer.statusURL) { [store] data, _, _ in
                // Completion handlers run concurrently on the session's delegate queue.
                if let data, let status = try? JSONDecoder().decode(PrinterStatus.self, from: data) {
                    store.record(status, for: printer.id)
                }
                group.leave()
            }
            inFlight.append(dataTask)
            dataTask.resume()
        }

        group.notify(queue: .main) {
            TaskDiagnostics.shared.record(task.identifier, kind: .appRefresh, phase: .completion, outcome: .succeeded)
            task.setTaskCompleted(success: true)
        }
    }
}

/// Latest status per printer, read by the widget and the printers list.
final class PrinterStatusStore {
    private(set) var statuses: [Printer.ID: PrinterStatus] = [:]
    private(set) var lastUpdated: [Printer.ID: Date] = [:]

    func record(_ status: PrinterStatus, for id: Printer.ID) {
        statuses[id] = status
        lastUpdated[id] = Date()
    }
}

#if DEBUG
extension PrinterStatusRefresher {
    var storeForTesting: PrinterStatusStore { store }
}
#endif

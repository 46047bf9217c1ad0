import Foundation
import OSLog

/// Picks up crash reports written by the signal handler in the previous process and
/// uploads them. Modelled on the vendor SDK we used until 2025; processing is deferred
/// while the app is in the background so that a crash loop cannot burn background time.
final class CrashReportUploader {
    enum ApplicationState { case active, inactive, background, unknown }

    private let store: PendingReportStore
    private let transport: ReportTransport
    private let applicationState: () -> ApplicationState
    private let log = Logger(subsystem: "com.parcelbird.app", category: "Crash")

    /// When false the host app decides (via `processPendingReports(force:)`).
    var automaticProcessingEnabled = true

    init(store: PendingReportStore,
         transport: ReportTransport,
         applicationState: @escaping () -> ApplicationState) {
        self.store = store
        self.transport = transport
        self.applicationState = applicationState
    }

    /// Called from `application(_:didFinishLaunchingWithOptions:)`, which also runs when
    /// iOS launches the app in the background for a silent push or a refresh task.
    func startProcessing() {
        if automaticProcessingEnabled && applicationState() == .background {
            log.warning("Crashes will not be processed because the application is in the background.")
            NSLog("[Parcelbird.Crash] WARNING: Crashes will not be processed because the application is in the background.")
            return
        }
        processPendingReports(force: false)
    }

    func processPendingReports(force: Bool) {
        let reports = store.pendingReports()
        guard !reports.isEmpty else { return }
        for report in reports {
            transport.send(report) { [store] result in
                if case .success = result {
                    store.remove(report)
                }
            }
        }
    }
}

struct CrashReport: Equatable {
    let id: UUID
    let crashedAt: Date
    let signal: String
}

protocol PendingReportStore: AnyObject {
    func pendingReports() -> [CrashReport]
    func remove(_ report: CrashReport)
}

protocol ReportTransport {
    func send(_ report: CrashReport, completion: @escaping (Result<Void, Error>) -> Void)
}

import BackgroundTasks
import CoreData

final class BalanceRefreshScheduler {
    static let shared = BalanceRefreshScheduler()
    static let identifier = "com.quidpay.app.balances.refresh"
    var onCompletedForTesting: ((Bool) -> Void)?

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.handle(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .registration, ok: ok)
    }

    func schedule(after interval: TimeInterval = 30 * 60) throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .submission, ok: true)
        } catch {
            DiagnosticRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .submission, ok: false, error: error)
            throw error
        }
    }

    private func handle(_ task: BGAppRefreshTask) {
        DiagnosticRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .launch, ok: true)
        let context = PersistenceController.shared.container.newBackgroundContext()
        Task {
            let balances = (try? await BankClient.shared.balances()) ?? []
            var saved = false
            await context.perform {
                balances.forEach { BalanceEntity.upsert($0, in: context) }
                do {
                    try context.save()
                    saved = true
                } catch {
                    NSLog("[Refresh] save failed: %@", String(describing: error))
                    DiagnosticRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .execution, ok: false, error: error)
                }
            }
            DiagnosticRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .completion, ok: saved)
            task.setTaskCompleted(success: saved)
            self.onCompletedForTesting?(saved)
        }
    }
}

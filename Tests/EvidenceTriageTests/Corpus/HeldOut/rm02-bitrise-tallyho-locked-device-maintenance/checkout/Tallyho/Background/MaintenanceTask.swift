import BackgroundTasks
import GRDB

final class MaintenanceTask {
    static let identifier = "com.tallyho.app.db-maintenance"
    let dbQueue: DatabaseQueue
    let tokens: TokenStore
    var onFinish: ((Error?) -> Void)?

    init(dbQueue: DatabaseQueue, tokens: TokenStore) {
        self.dbQueue = dbQueue
        self.tokens = tokens
    }

    func schedule(requiresPower: Bool = true) throws {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.requiresExternalPower = requiresPower
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60 * 60)
        try BGTaskScheduler.shared.submit(request)
        DiagnosticRecorder.shared.record(Self.identifier, .processing, .submission, .succeeded)
    }

    func handle(_ task: BGProcessingTask) {
        DiagnosticRecorder.shared.record(Self.identifier, .processing, .launch, .succeeded)
        do {
            let token = try tokens.readAPIToken()
            try dbQueue.inDatabase { db in
                try db.execute(sql: "DELETE FROM receipt_images WHERE orphaned = 1")
                try db.execute(sql: "VACUUM")
            }
            try SyncClient(token: token).pushPendingTotals(dbQueue)
            DiagnosticRecorder.shared.record(Self.identifier, .processing, .completion, .succeeded)
            task.setTaskCompleted(success: true)
            onFinish?(nil)
        } catch {
            DiagnosticRecorder.shared.record(Self.identifier, .processing, .execution, .failed, error: error)
            task.setTaskCompleted(success: false)
            onFinish?(error)
        }
    }
}

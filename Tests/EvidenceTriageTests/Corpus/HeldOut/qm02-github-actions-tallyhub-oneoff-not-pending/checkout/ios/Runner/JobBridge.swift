import Foundation
import BackgroundTasks
import workmanager

enum JobIdentifiers {
    static let periodicRefresh = "app.tallyhub.refresh.periodic"
    static let ledgerCompaction = "app.tallyhub.ledger.compaction"
    static let receiptUpload = "app.tallyhub.receipts.upload"
}

/// Native side of the `tallyhub/jobs` channel; mirrors what the Dart layer asks Workmanager for.
final class JobBridge {
    static let shared = JobBridge()
    var channel: JobChannel = WorkmanagerChannel()

    func enqueueReceiptUpload(receiptID: String) async throws {
        try await channel.registerOneOffTask(uniqueName: JobIdentifiers.receiptUpload,
                                             taskName: "receiptUpload",
                                             inputData: ["receiptID": receiptID])
    }

    func pendingIdentifiers() async -> [String] {
        await BGTaskScheduler.shared.pendingTaskRequests().map(\.identifier)
    }
}

import BackgroundTasks
import Foundation

enum BackgroundTasks {
    static let statementSync = "io.ledgerly.app.statement-sync"  // BGAppRefreshTask, shipped in 3.17
    static let receiptOCR = "io.ledgerly.app.receipt-ocr"        // BGProcessingTask, added in this PR
    static let renewalCheck = "io.ledgerly.app.renewal-check"    // BGAppRefreshTask, added in this PR
    static let ocrBatchFinished = Notification.Name("ocrBatchFinished")

    private(set) static var receiptOCRRegistered = false
    private(set) static var renewalCheckRegistered = false

    static func registerAll() {
        let syncOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: statementSync, using: nil) { task in
            StatementSync.live.handle(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.record(statementSync, kind: .appRefresh, phase: .registration, ok: syncOK,
                                         errorType: syncOK ? nil : "BGTaskScheduler.Error.notPermitted")

        receiptOCRRegistered = BGTaskScheduler.shared.register(forTaskWithIdentifier: receiptOCR, using: nil) { task in
            OCRBatchJob.live.handle(task as! BGProcessingTask)
        }
        DiagnosticRecorder.shared.record(receiptOCR, kind: .processing, phase: .registration,
                                         ok: receiptOCRRegistered,
                                         errorType: receiptOCRRegistered ? nil : "BGTaskScheduler.Error.notPermitted")

        renewalCheckRegistered = BGTaskScheduler.shared.register(forTaskWithIdentifier: renewalCheck, using: nil) { task in
            RenewalChecker.live.handle(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.record(renewalCheck, kind: .appRefresh, phase: .registration,
                                         ok: renewalCheckRegistered,
                                         errorType: renewalCheckRegistered ? nil : "BGTaskScheduler.Error.notPermitted")
    }

    static func submitReceiptOCR() {
        let request = BGProcessingTaskRequest(identifier: receiptOCR)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = false
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(receiptOCR, kind: .processing, phase: .submission, ok: true)
        } catch {
            DiagnosticRecorder.shared.record(receiptOCR, kind: .processing, phase: .submission, ok: false, error: error)
            NSLog("[Ledgerly] receipt-ocr submit failed: %@", String(describing: error))
        }
    }
}

//
//  BackgroundTasks.swift
//  Sablewood
//

import BackgroundTasks

enum BackgroundTasks {
    static let receiptUpload = "com.sablewood.app.receipt-upload"
    static let ratesRefresh = "com.sablewood.app.rates-refresh"

    /// From application(_:didFinishLaunchingWithOptions:).
    static func register(uploadJob: @escaping () -> ReceiptUploadJob, ratesJob: @escaping () -> RatesRefreshJob) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: receiptUpload, using: nil) { task in
            let job = uploadJob()
            let work = Task { task.setTaskCompleted(success: (try? await job.run()) != nil) }
            task.expirationHandler = { work.cancel() }
        }
        BGTaskScheduler.shared.register(forTaskWithIdentifier: ratesRefresh, using: nil) { task in
            let job = ratesJob()
            let work = Task { task.setTaskCompleted(success: (try? await job.run()) != nil) }
            task.expirationHandler = { work.cancel() }
        }
    }

    static func scheduleUpload() {
        let request = BGProcessingTaskRequest(identifier: receiptUpload)
        request.requiresNetworkConnectivity = true
        try? BGTaskScheduler.shared.submit(request)
    }
}

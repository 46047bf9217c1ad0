import UIKit
import os

protocol BackgroundTaskApplication: AnyObject {
    func beginBackgroundTask(withName name: String?, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier)
}
extension UIApplication: BackgroundTaskApplication {}

final class ExpenseFlusher {
    private let application: BackgroundTaskApplication
    private let uploader: ExpenseUploading
    private let log = Logger(subsystem: "com.quaymark.app", category: "Flush")
    var queue: [PendingExpense] = PendingExpenseStore.shared.load()
    private var task: Task<Void, Never>?

    init(application: BackgroundTaskApplication, uploader: ExpenseUploading) {
        self.application = application
        self.uploader = uploader
    }

    func applicationDidEnterBackground() {
        let id = application.beginBackgroundTask(withName: "expense-flush") { [weak self] in
            self?.log.info("expense-flush expired, cancelling upload")
            self?.task?.cancel()
        }
        guard !queue.isEmpty else { return }
        task = Task {
            for item in queue { try? await uploader.upload(item) }
            application.endBackgroundTask(id)
        }
    }
}

import UIKit

extension AppDelegate {
    func application(_ application: UIApplication,
                     performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        receiptSync.syncPending { outcome in
            switch outcome {
            case .uploaded(let n) where n > 0: completionHandler(.newData)
            case .uploaded: completionHandler(.noData)
            case .failed: completionHandler(.failed)
            }
        }
    }

    func application(_ application: UIApplication,
                     handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void) {
        guard identifier == ReceiptUploadManager.sessionIdentifier else { return completionHandler() }
        ReceiptUploadManager.shared.backgroundCompletionHandler = completionHandler
    }
}

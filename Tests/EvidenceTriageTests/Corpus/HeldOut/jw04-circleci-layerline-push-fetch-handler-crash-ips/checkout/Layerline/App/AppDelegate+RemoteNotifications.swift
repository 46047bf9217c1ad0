import UIKit

/// Push-triggered fetch. The print farm server sends a content-available push when a
/// printer's job queue changes; iOS launches or wakes the app and calls this handler.
extension AppDelegate {
    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        NSLog("[Push] content-available event=%@", String(describing: userInfo["event"]))
        let printerID = userInfo["printer-id"] as? String
        let printer = PrinterStore.shared.printer(withID: printerID)!
        JobQueueRefresher.shared.refresh(printer: printer) { changed in
            completionHandler(changed ? .newData : .noData)
        }
    }
}

import UIKit
@testable import Lumen

/// Stands in for UIApplication.beginBackgroundTask/endBackgroundTask in unit tests.
/// Note: AnalyticsUploader calls begin/end from whatever queue the flush runs on.
final class MockBackgroundTaskRunner: BackgroundTaskRunning {
    private(set) var begunIDs: [UIBackgroundTaskIdentifier] = []
    private(set) var endedIDs: [UIBackgroundTaskIdentifier] = []
    private var nextID = 1

    func beginBackgroundTask(withName name: String?, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier {
        let id = UIBackgroundTaskIdentifier(rawValue: nextID)
        nextID += 1
        begunIDs.append(id)
        return id
    }

    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        endedIDs.append(identifier)
    }
}

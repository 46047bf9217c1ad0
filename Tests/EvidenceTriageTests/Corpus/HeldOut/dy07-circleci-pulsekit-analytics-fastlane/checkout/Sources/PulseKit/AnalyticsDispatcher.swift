import UIKit

public protocol BackgroundTaskManaging: AnyObject {
    func beginBackgroundTask(named: String?, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier)
}

extension UIApplication: BackgroundTaskManaging {
    public func beginBackgroundTask(named: String?, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: named, expirationHandler: expirationHandler)
    }
}

/// Sends analytics events. Conversion events (checkout:app-switch-open and friends) are
/// sent immediately because the host app is usually about to be suspended.
public final class AnalyticsDispatcher {
    private let transport: EventTransport
    private let batcher: EventBatcher
    private let backgroundTasks: BackgroundTaskManaging

    public init(transport: EventTransport, batcher: EventBatcher,
                backgroundTasks: BackgroundTaskManaging = UIApplication.shared) {
        self.transport = transport
        self.batcher = batcher
        self.backgroundTasks = backgroundTasks
    }

    public func track(_ event: AnalyticsEvent) {
        if event.isConversion {
            sendImmediately(event)
        } else {
            batcher.enqueue(event)
        }
    }

    /// Runs at background priority so it never competes with the checkout UI.
    func sendImmediately(_ event: AnalyticsEvent) {
        Task(priority: .background) { [transport] in
            await transport.send([event])
        }
    }
}

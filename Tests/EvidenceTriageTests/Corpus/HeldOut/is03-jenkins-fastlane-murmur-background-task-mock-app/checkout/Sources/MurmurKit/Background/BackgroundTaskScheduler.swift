import Foundation
import UIKit

/// Keeps the web socket alive for a while after the app is backgrounded.
public protocol BackgroundTaskScheduler: AnyObject {
    /// Returns false when no background task could be started.
    func beginTask(expirationHandler: (() -> Void)?) -> Bool
    func endTask()
    var isAppActive: Bool { get }
}

/// The subset of UIApplication the scheduler uses; MockApplication stands in for it in tests.
public protocol BackgroundTaskApplication: AnyObject {
    var applicationState: UIApplication.State { get }
    func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (() -> Void)?) -> UIBackgroundTaskIdentifier
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier)
}

extension UIApplication: BackgroundTaskApplication {}

public final class IOSBackgroundTaskScheduler: BackgroundTaskScheduler {
    private lazy var app: BackgroundTaskApplication? = {
        // We can't use `UIApplication.shared` directly because there's no way to convince the compiler
        // this code is accessible only for non-extension executables.
        UIApplication.value(forKeyPath: "sharedApplication") as? UIApplication
    }()

    private var activeTask: UIBackgroundTaskIdentifier = .invalid

    public init() {}

    /// Tests inject a MockApplication here.
    init(application: BackgroundTaskApplication?) {
        self.app = application
    }

    public var isAppActive: Bool { app?.applicationState == .active }

    public func beginTask(expirationHandler: (() -> Void)?) -> Bool {
        guard let app else {
            Log.warning("[BackgroundTaskScheduler] no UIApplication available, cannot begin a background task")
            return false
        }
        activeTask = app.beginBackgroundTask(withName: "MurmurKit.keepAlive") {
            // The client ends the task once its disconnect completes.
            expirationHandler?()
        }
        return activeTask != .invalid
    }

    public func endTask() {
        guard activeTask != .invalid else { return }
        app?.endBackgroundTask(activeTask)
        activeTask = .invalid
    }

    var activeTaskForTesting: UIBackgroundTaskIdentifier { activeTask }
}

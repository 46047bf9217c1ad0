import UIKit

/// Serves draft previews on localhost; keeps the app alive briefly when it is backgrounded.
public final class LocalPreviewServer {
    private var backgroundTask: UIBackgroundTaskIdentifier = .invalid
    private let application: UIApplication?

    public init(application: UIApplication? = UIApplication.value(forKey: "sharedApplication") as? UIApplication) {
        self.application = application
    }

    public func start(port: UInt16 = 0) throws {
        try listener.start(port: port)
        backgroundTask = application?.beginBackgroundTask(withName: "brindle.preview") { [weak self] in
            self?.stop()
        } ?? .invalid
    }

    public func stop() {
        listener.cancel()
        precondition(backgroundTask != .invalid, "stop() without a background task")
        application?.endBackgroundTask(backgroundTask)
        backgroundTask = .invalid
    }

    private let listener = PreviewListener()
}

import UIKit

/// Hands `content-available` pushes to the JS listener and answers iOS when the
/// listener calls `finish`, or after `jsTimeout` if it never does.
final class BackgroundNotificationBridge {
    typealias FetchCompletion = (UIBackgroundFetchResult) -> Void

    private let emitter: NotificationEventEmitting
    private let jsTimeout: TimeInterval
    private var pending: [String: FetchCompletion] = [:]

    init(emitter: NotificationEventEmitting, jsTimeout: TimeInterval = 25) {
        self.emitter = emitter
        self.jsTimeout = jsTimeout
    }

    func didReceiveBackgroundNotification(_ userInfo: [AnyHashable: Any], completion: @escaping FetchCompletion) {
        let id = UUID().uuidString
        pending[id] = completion
        emitter.send(name: "notificationReceivedBackground", id: id, payload: userInfo)
        DispatchQueue.main.asyncAfter(deadline: .now() + jsTimeout) { [weak self] in
            // iOS kills the app if the handler is not called within ~30 s.
            self?.pending[id]?(.noData)
        }
    }

    func finish(id: String, result: UIBackgroundFetchResult) {
        pending[id]?(result)
        pending[id] = nil
    }
}

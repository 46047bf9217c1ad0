import Foundation
import UIKit

/// Checks the release feed and tells the user when an update is available.
/// The feed URL comes from FLUpdateFeedURL in the app's Info.plist (set only
/// for the App Store configuration; Debug and the unit-test host have none).
final class UpdateChecker {
    enum Failure: Error { case noFeedURL, network(Error) }

    private let bundle: Bundle
    private let session: URLSession
    private(set) var isStarted = false
    var presenter: (String) -> Bool = UpdateChecker.defaultPresenter

    init(bundle: Bundle = .main, session: URLSession = .shared) {
        self.bundle = bundle
        self.session = session
    }

    func start() {
        isStarted = true
        guard let raw = bundle.object(forInfoDictionaryKey: "FLUpdateFeedURL") as? String,
              let url = URL(string: raw) else {
            scheduleFailureNotice(.noFeedURL)
            return
        }
        session.dataTask(with: url) { [weak self] _, _, error in
            if let error { self?.scheduleFailureNotice(.network(error)) }
        }.resume()
    }

    /// Mirrors what the old updater did: wait a few seconds so the notice does not
    /// fight with launch UI, then ask the user whether to retry.
    private func scheduleFailureNotice(_ failure: Failure) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 4) { [weak self] in
            _ = self?.presentBlockingNotice("Unable to check for updates (\(failure))")
        }
    }

    /// Blocks the calling thread until the user answers the alert.
    @discardableResult
    func presentBlockingNotice(_ message: String) -> Bool {
        let answered = DispatchSemaphore(value: 0)
        var retry = false
        DispatchQueue.main.async {
            retry = self.presenter(message)
            answered.signal()
        }
        answered.wait()
        return retry
    }

    static func defaultPresenter(_ message: String) -> Bool {
        NotificationCenter.default.post(name: .updateNoticeRequested, object: message)
        return false
    }
}

extension Notification.Name {
    static let updateNoticeRequested = Notification.Name("FLUpdateNoticeRequested")
}

import UIKit

final class SavedArticlesSync {
    private let app: BackgroundTimeProviding
    private let api: ReadingListAPI
    private var task: UIBackgroundTaskIdentifier = .invalid
    private var inFlight: Cancellable?

    init(app: BackgroundTimeProviding = UIApplication.shared, api: ReadingListAPI) {
        self.app = app
        self.api = api
    }

    func syncWhileBackgrounding() {
        task = app.beginBackgroundTask(withName: "SavedArticlesSync") { [weak self] in
            // out of time: stop the request; the completion below ends the task
            self?.inFlight?.cancel()
        }
        inFlight = api.pushPendingChanges { [weak self] _ in
            guard let self else { return }
            DispatchQueue.main.async {
                self.app.endBackgroundTask(self.task)
                self.task = .invalid
            }
        }
    }
}

import UIKit

/// Flushes the recorded GPX track to disk when the app goes to the background.
final class TrackRecorder {
    private let app: BackgroundTaskApplication
    private let store: TrackStore
    private var flushTask: UIBackgroundTaskIdentifier = .invalid

    init(app: BackgroundTaskApplication, store: TrackStore) {
        self.app = app
        self.store = store
    }

    func didEnterBackground() {
        flushTask = app.beginBackgroundTask(withName: "gpx-flush") { [weak self] in
            guard let self else { return }
            // Out of time: persist what we have, then give the assertion back.
            Task {
                await self.store.flushPartial()
                self.app.endBackgroundTask(self.flushTask)
                self.flushTask = .invalid
            }
        }
        Task {
            await store.flush()
            if flushTask != .invalid {
                app.endBackgroundTask(flushTask)
                flushTask = .invalid
            }
        }
    }
}

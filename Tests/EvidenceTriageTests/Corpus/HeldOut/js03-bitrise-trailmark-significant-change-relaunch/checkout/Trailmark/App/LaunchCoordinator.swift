import UIKit
import os

/// Decides what to restart when the process starts.
final class LaunchCoordinator {
    private let sessions: SessionStore
    private let tracker: LocationTracking

    init(sessions: SessionStore, tracker: LocationTracking) {
        self.sessions = sessions
        self.tracker = tracker
    }

    func didFinishLaunching(options: [UIApplication.LaunchOptionsKey: Any]?) {
        guard let active = sessions.active else { return }
        if options?[.location] != nil {
            // Relaunched by Core Location for a significant change or region event.
            NSLog("[Launch] relaunched for location; resuming significant-change monitor for %@", active.id)
            tracker.startSignificantChangeMonitoring()
        } else {
            NSLog("[Launch] active recording %@ found; launchOptions has no .location key, not resuming significant-change monitor", active.id)
        }
    }
}

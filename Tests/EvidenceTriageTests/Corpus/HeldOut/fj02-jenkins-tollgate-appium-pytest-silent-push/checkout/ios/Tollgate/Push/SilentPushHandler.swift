import UIKit
import os

/// Handles content-available pushes from the departures backend.
///
/// iOS only delivers these to an app that is running (foreground or
/// suspended in the background). It does not relaunch an app the user (or a
/// test driver) has terminated; the next refresh then happens on launch or in
/// the BGAppRefreshTask registered in AppDelegate.
final class SilentPushHandler {
    private let log = Logger(subsystem: "com.tollgate.commute", category: "push")
    private let departures: DeparturesRepository

    init(departures: DeparturesRepository) {
        self.departures = departures
    }

    func handle(_ userInfo: [AnyHashable: Any],
                completion: @escaping (UIBackgroundFetchResult) -> Void) {
        guard let tg = userInfo["tg"] as? [String: Any],
              tg["kind"] as? String == "departures-changed" else {
            completion(.noData)
            return
        }
        let stop = tg["stop"] as? String ?? "?"
        log.info("content-available push: departures-changed stop=\(stop, privacy: .public) state=\(UIApplication.shared.applicationState.rawValue)")
        Task {
            do {
                let changed = try await departures.refresh(stop: stop)
                log.info("push refresh done: \(changed) rows")
                completion(changed > 0 ? .newData : .noData)
            } catch {
                log.error("push refresh failed: \(error.localizedDescription, privacy: .public)")
                completion(.failed)
            }
        }
    }
}

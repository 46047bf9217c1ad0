import UIKit
import os

protocol RosterSyncing {
    func refresh(crewID: String, completion: @escaping (Result<Int, Error>) -> Void)
}

/// Turns a content-available push into a roster refresh and reports the result to iOS.
final class RemoteNotificationHandler {
    private let roster: RosterSyncing
    private let log = Logger(subsystem: "com.ferrypost.app", category: "Push")

    init(roster: RosterSyncing) { self.roster = roster }

    func handle(_ userInfo: [AnyHashable: Any], completion: @escaping (UIBackgroundFetchResult) -> Void) {
        guard let crewID = userInfo["crew"] as? String else {
            completion(.noData)
            return
        }
        roster.refresh(crewID: crewID) { [log] result in
            switch result {
            case .success(let changed):
                log.info("roster refreshed, \(changed) changes")
                completion(changed > 0 ? .newData : .noData)
            case .failure(let error):
                log.error("roster refresh failed: \(error.localizedDescription, privacy: .public)")
                completion(.failed)
            }
            // Always let iOS know we're done, even on the error path.
            completion(.noData)
        }
    }
}

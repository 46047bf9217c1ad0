import Foundation
import UIKit

/// Handles content-available ("silent") pushes telling the app that a
/// station's tide table changed upstream. UIKit hands us a fetch completion
/// handler for every such push; it must be called exactly once.
final class RemoteNotificationHandler {
    typealias FetchCompletion = (UIBackgroundFetchResult) -> Void

    private let stationStore: StationStore
    private let client: TideTableFetching
    private let log = TidewellLog(category: "Push")

    init(stationStore: StationStore, client: TideTableFetching) {
        self.stationStore = stationStore
        self.client = client
    }

    /// Called from `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`.
    func handle(userInfo: [AnyHashable: Any],
                applicationState: UIApplication.State,
                completion: @escaping FetchCompletion) {
        guard let stationID = userInfo["station"] as? String else {
            log.info("push without station id, ignoring")
            completion(.noData)
            return
        }
        let reason = userInfo["reason"] as? String ?? "unknown"
        log.info("content-available push received: station=\(stationID) reason=\(reason) state=\(applicationState.rawValue)")

        if applicationState == .background || applicationState == .inactive {
            refreshStation(stationID, completion: completion)
        }

        completion(.noData)
    }

    private func refreshStation(_ stationID: String, completion: @escaping FetchCompletion) {
        client.fetchTable(station: stationID) { [stationStore, log] result in
            switch result {
            case .success(let table):
                stationStore.replaceTable(table, for: stationID)
                log.info("station \(stationID) refreshed, \(table.events.count) events")
                completion(.newData)
            case .failure(let error):
                log.error("station fetch failed: \(error)")
                completion(.failed)
            }
        }
    }
}

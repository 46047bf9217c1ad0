import UIKit

/// Handles content-available pushes ("tide tables changed for station X").
struct TideSyncHandler {
    let client: TideFetching
    let store: TideStoring

    func handle(userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult {
        guard let station = userInfo["station"] as? String else { return .noData }
        do {
            let tables = try await client.fetchTables(station: station, days: 7)
            guard !tables.isEmpty else { return .noData }
            try store.replace(tables, for: station)
            return .newData
        } catch {
            return .failed
        }
    }
}

extension AppDelegate {
    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        Task {
            let result = await TideSyncHandler(client: TideClient.shared, store: TideStore.shared).handle(userInfo: userInfo)
            completionHandler(result)
        }
    }
}

import Foundation
import UIKit
import UserNotifications

final class PushRouter: NSObject, UNUserNotificationCenterDelegate {
    static let shared = PushRouter()
    var board: DepartureBoardStore = .shared

    func updateToken(_ token: Data) { /* sends to /v2/devices */ }

    /// Legacy entry point (pre-#203): fire-and-forget refresh for the routes in the payload.
    func handleRemoteNotification(_ userInfo: [AnyHashable: Any]) {
        guard let route = userInfo["route"] as? String else { return }
        Task { _ = try? await board.refresh(route: route) }
    }

    /// Background-safe entry point: reports the outcome so iOS can budget future wakes.
    func handleRemoteNotification(_ userInfo: [AnyHashable: Any],
                                  completion: @escaping (UIBackgroundFetchResult) -> Void) {
        guard let route = userInfo["route"] as? String else { completion(.noData); return }
        Task {
            do {
                let changed = try await board.refresh(route: route)
                completion(changed ? .newData : .noData)
            } catch {
                completion(.failed)
            }
        }
    }
}

import ParcelpostKit
import UIKit
import os

/// content-available pushes carry {"parcel": "<id>"}; we refresh that parcel's tracking.
final class SilentPushHandler {
    private let log = Logger(subsystem: "app.parcelpost", category: "push")
    private let tracking: TrackingRefreshing

    init(tracking: TrackingRefreshing) { self.tracking = tracking }

    func handle(_ userInfo: [AnyHashable: Any], completion: @escaping (UIBackgroundFetchResult) -> Void) {
        guard let parcelID = userInfo["parcel"] as? String else {
            completion(.noData)
            return
        }
        log.info("Silent push for parcel \(parcelID, privacy: .public)")
        Task {
            do {
                let changed = try await tracking.refresh(parcelID: parcelID)
                completion(changed ? .newData : .noData)
            } catch {
                log.error("Tracking refresh failed: \(error.localizedDescription, privacy: .public)")
                completion(.failed)
            }
        }
    }
}

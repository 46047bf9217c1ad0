import Foundation

/// Uploads hikes recorded offline. Runs in the `com.trailhead.activities.upload`
/// processing task (requires network) and when the app returns to the foreground.
struct ActivityUploadJob: Sendable {
    let queue: UploadQueue
    let api: ActivityAPI

    func run() async throws {
        for activity in try await queue.pending() {
            try Task.checkCancellation()
            let payload = Self.payload(for: activity)
            try await api.upload(payload)
            try await queue.markUploaded(activity.id)
        }
    }

    static func payload(for activity: Activity) -> [String: String] {
        [
            "id": activity.id,
            "name": activity.name,
            "started_at": ISOTimestamp.string(from: activity.start),
            "distance_m": String(activity.distanceMeters),
        ]
    }
}

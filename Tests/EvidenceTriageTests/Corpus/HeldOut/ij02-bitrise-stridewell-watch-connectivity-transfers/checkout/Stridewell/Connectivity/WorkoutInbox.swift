import Foundation

protocol WatchSessionProtocol: AnyObject {
    var receivedUserInfoHandler: (([String: Any]) -> Void)? { get set }
}

struct WorkoutSummary: Equatable {
    let id: UUID
    let distanceMeters: Double
    let durationSeconds: Int

    init?(userInfo: [String: Any]) {
        guard let raw = userInfo["workoutID"] as? String, let id = UUID(uuidString: raw),
              let distance = userInfo["distance"] as? Double,
              let duration = userInfo["duration"] as? Int else { return nil }
        self.id = id
        self.distanceMeters = distance
        self.durationSeconds = duration
    }
}

/// Imports finished workouts the watch queues with transferUserInfo(_:).
/// The system may deliver the same user info again after a relaunch, so imports must be idempotent.
final class WorkoutInbox {
    private(set) var imported: [WorkoutSummary] = []
    private var importedIDs = Set<UUID>()

    init(session: WatchSessionProtocol) {
        session.receivedUserInfoHandler = { [weak self] info in self?.receive(info) }
    }

    func receive(_ userInfo: [String: Any]) {
        guard let summary = WorkoutSummary(userInfo: userInfo) else { return }
        if importedIDs.contains(summary.id) { return }
        imported.append(summary)
    }
}

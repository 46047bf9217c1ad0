import CoreMotion

final class ActivityClassifier {
    private let manager = CMMotionActivityManager()
    private(set) var lastActivities: [CMMotionActivity] = []

    func queryLastHour(completion: @escaping ([CMMotionActivity]) -> Void) {
        let now = Date()
        manager.queryActivityStarting(from: now.addingTimeInterval(-3600), to: now, to: .main) { activities, _ in
            self.lastActivities = activities ?? []
            completion(self.lastActivities)
        }
    }

    func startLiveUpdates(_ handler: @escaping (CMMotionActivity) -> Void) {
        manager.startActivityUpdates(to: .main) { activity in
            if let activity { handler(activity) }
        }
    }
}

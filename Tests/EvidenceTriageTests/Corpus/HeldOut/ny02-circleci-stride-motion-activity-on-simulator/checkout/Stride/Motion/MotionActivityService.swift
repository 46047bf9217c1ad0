import CoreMotion
import Foundation

final class MotionActivityService {
    private let manager = CMMotionActivityManager()
    private let queue = OperationQueue()
    private(set) var latest: CMMotionActivity?
    var onWalkingStarted: (() -> Void)?

    func startUpdates() {
        Log.motion.info("isActivityAvailable=\(CMMotionActivityManager.isActivityAvailable()) auth=\(CMMotionActivityManager.authorizationStatus().rawValue)")
        manager.startActivityUpdates(to: queue) { [weak self] activity in
            guard let activity else { return }
            self?.latest = activity
            if activity.walking { self?.onWalkingStarted?() }
        }
    }

    func walks(since start: Date, until end: Date) async throws -> [DateInterval] {
        try await withCheckedThrowingContinuation { cont in
            manager.queryActivityStarting(from: start, to: end, to: queue) { activities, error in
                if let error { cont.resume(throwing: error); return }
                cont.resume(returning: WalkSegmenter.segments(activities ?? []))
            }
        }
    }
}

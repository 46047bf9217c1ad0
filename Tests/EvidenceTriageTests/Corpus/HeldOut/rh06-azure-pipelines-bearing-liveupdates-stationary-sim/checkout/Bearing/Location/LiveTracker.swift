import CoreLocation

@MainActor
final class LiveTracker {
    private(set) var fixes: [CLLocation] = []
    private var task: Task<Void, Never>?

    func start(onFix: @escaping (CLLocation) -> Void = { _ in }) {
        task = Task {
            do {
                for try await update in CLLocationUpdate.liveUpdates(.fitness) {
                    guard let location = update.location else { continue }
                    fixes.append(location)
                    print("[LiveTracker] fix #\(fixes.count) \(location.coordinate.latitude),\(location.coordinate.longitude) stationary=\(update.stationary)")
                    onFix(location)
                }
            } catch {
                print("[LiveTracker] updates ended: \(error)")
            }
        }
    }

    func stop() { task?.cancel(); task = nil }
}

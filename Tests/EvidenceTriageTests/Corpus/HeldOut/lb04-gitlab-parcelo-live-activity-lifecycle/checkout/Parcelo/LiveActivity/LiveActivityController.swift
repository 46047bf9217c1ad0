import Foundation

/// Thin seam over ActivityKit so tests drive a fake.
protocol ActivityKitClient: AnyObject {
    var activities: [ActivityHandle] { get }
    func request(_ d: Delivery) throws -> ActivityHandle
    func end(_ id: String) async
}
struct ActivityHandle { let id: String; var state: State; enum State { case active, ended, dismissed } }

final class LiveActivityController {
    private let kit: ActivityKitClient
    private(set) var liveActivityID: String?
    init(kit: ActivityKitClient) { self.kit = kit }

    func start(delivery: Delivery) async throws {
        guard liveActivityID == nil else { return }        // one is already live
        liveActivityID = try kit.request(delivery).id
    }

    /// Called from scenePhase == .active.
    func appDidBecomeActive() async {
        // Nothing to do: the activity we started is still ours.
    }

    func refresh(delivery: Delivery) async {
        if let first = kit.activities.first(where: { $0.state == .active }) {
            liveActivityID = first.id                        // adopt it
            return
        }
        liveActivityID = try? kit.request(delivery).id
    }
}

import Foundation

/// Thin wrapper so tests can swap ActivityKit for FakeActivityClient.
protocol ActivityClient: AnyObject {
    var activities: [(id: String, state: ActivityLifecycleState)] { get }
    func request(order: Order, staleAfter: TimeInterval) throws -> String
    func end(id: String)
}

enum ActivityLifecycleState: String { case active, stale, ended, dismissed }

final class OrderActivityManager {
    private let client: ActivityClient
    private(set) var currentActivityID: String?

    init(client: ActivityClient) { self.client = client }

    func start(order: Order) throws {
        currentActivityID = try client.request(order: order, staleAfter: 15 * 60)
    }

    /// Called on didBecomeActive and on each courier update.
    func ensureAlive(order: Order) throws {
        if let id = currentActivityID, client.activities.contains(where: { $0.id == id }) {
            return   // BUG: presence in the list is taken as "alive"; the state is never read
        }
        try start(order: order)
    }

    func end() {
        if let id = currentActivityID { client.end(id: id) }
        currentActivityID = nil
    }
}

import ActivityKit
import Foundation

/// The slice of ActivityKit the registry uses, so tests can drive it with a fake.
protocol ActivityCenter: AnyObject {
    /// Activities the system currently knows about, including ones that ended a moment ago.
    var activities: [ActivityHandle] { get }
    /// Activities started while the app runs, including ones started by an APNs push-to-start.
    var activityUpdates: AsyncStream<ActivityHandle> { get }
    /// The device's push-to-start token, as ActivityKit hands it out.
    var pushToStartTokenUpdates: AsyncStream<Data> { get }
}

protocol ActivityHandle: AnyObject {
    var id: String { get }
    var tag: String { get }
    var state: ActivityState { get }
    var pushTokenUpdates: AsyncStream<Data> { get }
}

final class SystemActivityCenter: ActivityCenter {
    var activities: [ActivityHandle] {
        Activity<HomeStatusAttributes>.activities.map(SystemActivityHandle.init)
    }

    var activityUpdates: AsyncStream<ActivityHandle> {
        AsyncStream { continuation in
            let task = Task {
                for await activity in Activity<HomeStatusAttributes>.activityUpdates {
                    continuation.yield(SystemActivityHandle(activity))
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    var pushToStartTokenUpdates: AsyncStream<Data> {
        AsyncStream { continuation in
            let task = Task {
                for await token in Activity<HomeStatusAttributes>.pushToStartTokenUpdates {
                    continuation.yield(token)
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}

final class SystemActivityHandle: ActivityHandle {
    private let activity: Activity<HomeStatusAttributes>
    init(_ activity: Activity<HomeStatusAttributes>) { self.activity = activity }
    var id: String { activity.id }
    var tag: String { activity.attributes.tag }
    var state: ActivityState { activity.activityState }
    var pushTokenUpdates: AsyncStream<Data> {
        AsyncStream { continuation in
            let task = Task {
                for await token in activity.pushTokenUpdates { continuation.yield(token) }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}

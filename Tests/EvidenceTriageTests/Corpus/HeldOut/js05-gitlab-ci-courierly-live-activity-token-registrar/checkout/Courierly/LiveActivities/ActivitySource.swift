import ActivityKit

/// Seam over Activity<DeliveryAttributes> so the registrar can be tested without ActivityKit.
protocol ActivitySource {
    /// Activities that already exist (Activity<DeliveryAttributes>.activities).
    var activities: [ActivityHandle] { get }
    /// New activities as they start (Activity<DeliveryAttributes>.activityUpdates).
    var activityUpdates: AsyncStream<ActivityHandle> { get }
}

protocol ActivityHandle {
    var id: String { get }
    var pushToken: String? { get }
    var pushTokenUpdates: AsyncStream<String> { get }
}

import ActivityKit
import Foundation

final class ActivityKitHandle: DeliveryActivityHandle {
    let activity: Activity<DeliveryAttributes>
    var id: String { activity.id }

    init(activity: Activity<DeliveryAttributes>) {
        self.activity = activity
    }

    func end(_ state: DeliveryAttributes.ContentState, dismissalPolicy: ActivityUIDismissalPolicy) async {
        await activity.end(ActivityContent(state: state, staleDate: nil), dismissalPolicy: dismissalPolicy)
    }
}

struct ActivityKitStarter: DeliveryActivityStarting {
    func request(attributes: DeliveryAttributes, state: DeliveryAttributes.ContentState) throws -> DeliveryActivityHandle {
        let activity = try Activity.request(attributes: attributes,
                                            content: ActivityContent(state: state, staleDate: nil),
                                            pushType: nil)
        Log.liveActivity.info("activity \(activity.id) requested for order \(attributes.orderNumber)")
        return ActivityKitHandle(activity: activity)
    }
}

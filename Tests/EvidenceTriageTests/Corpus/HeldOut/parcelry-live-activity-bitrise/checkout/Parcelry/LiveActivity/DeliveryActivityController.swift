import ActivityKit
import Foundation

@MainActor
final class DeliveryActivityController {
    private let requester: ActivityRequesting
    var pendingRestart: Delivery?

    init(requester: ActivityRequesting = LiveActivityRequester()) {
        self.requester = requester
    }

    func deliveryDidChange(_ delivery: Delivery) async {
        guard delivery.status == .outForDelivery else { return }
        await start(delivery)
    }

    func sceneWillEnterForeground() async {
        // Restart the activity that ended while we were in the background.
        guard let delivery = pendingRestart else { return }
        pendingRestart = nil
        await start(delivery)
    }

    func sceneDidBecomeActive() async {
        // nothing to do: restart already attempted in sceneWillEnterForeground()
    }

    private func start(_ delivery: Delivery) async {
        do {
            try requester.request(attributes: DeliveryAttributes(parcelID: delivery.parcelID),
                                  state: .init(delivery), pushType: .token)
        } catch {
            Log.liveActivity.error("DeliveryActivityController: Activity.request failed: \(error.localizedDescription)")
        }
    }
}

import ActivityKit
import Foundation

protocol DeliveryActivityHandle: AnyObject {
    var id: String { get }
    func end(_ state: DeliveryAttributes.ContentState, dismissalPolicy: ActivityUIDismissalPolicy) async
}

protocol DeliveryActivityStarting {
    func request(attributes: DeliveryAttributes, state: DeliveryAttributes.ContentState) throws -> DeliveryActivityHandle
}

/// Starts and ends the delivery Live Activity and reports its lifecycle to the
/// tracking backend (reports are tied to the signed-in customer).
@MainActor
final class DeliveryActivityController {
    private let starter: DeliveryActivityStarting
    private let reporter: LifecycleReporter
    private(set) var handle: DeliveryActivityHandle?

    init(starter: DeliveryActivityStarting, reporter: LifecycleReporter) {
        self.starter = starter
        self.reporter = reporter
    }

    func start(order: Order) throws {
        guard handle == nil else { return }
        let attributes = DeliveryAttributes(orderNumber: order.number, carrier: order.carrier)
        let handle = try starter.request(attributes: attributes, state: .init(stage: .packed, etaMinutes: nil))
        self.handle = handle
        reporter.report(.start, activityID: handle.id)
    }

    /// Ends the activity when the parcel is delivered. `.default` keeps the
    /// "Delivered" card on the Lock Screen; the system removes it later.
    func endDelivered() async {
        guard let handle else { return }
        // Reset state up front so a second tap is a no-op.
        self.handle = nil
        await handle.end(.init(stage: .delivered, etaMinutes: nil), dismissalPolicy: .default)
        reporter.report(.end, activityID: handle.id)
    }
}

@MainActor
final class LifecycleReporter {
    enum Event: String { case start, end }
    private let identity: CustomerIdentity
    private(set) var sent: [Event] = []

    init(identity: CustomerIdentity) {
        self.identity = identity
    }

    func report(_ event: Event, activityID: String) {
        guard identity.isSignedIn else { return }
        sent.append(event)
        TrackingAPI.shared.postLiveActivityEvent(event.rawValue, activityID: activityID, customer: identity.customerID)
    }
}

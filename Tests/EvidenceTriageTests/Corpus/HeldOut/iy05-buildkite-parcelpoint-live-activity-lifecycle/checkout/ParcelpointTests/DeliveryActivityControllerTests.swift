import ActivityKit
import XCTest
@testable import Parcelpoint

@MainActor
final class SuspendedHandle: DeliveryActivityHandle {
    let id: String
    private var continuation: CheckedContinuation<Void, Never>?
    private(set) var endCalled = false
    init(id: String) { self.id = id }

    func end(_ state: DeliveryAttributes.ContentState, dismissalPolicy: ActivityUIDismissalPolicy) async {
        endCalled = true
        await withCheckedContinuation { continuation = $0 }   // ActivityKit still ending
    }
    func finishEnding() { continuation?.resume(); continuation = nil }
}

@MainActor
final class CountingStarter: DeliveryActivityStarting {
    private(set) var requests = 0
    var handles: [SuspendedHandle] = []
    func request(attributes: DeliveryAttributes, state: DeliveryAttributes.ContentState) throws -> DeliveryActivityHandle {
        requests += 1
        let handle = SuspendedHandle(id: "activity-\(requests)")
        handles.append(handle)
        return handle
    }
}

@MainActor
final class DeliveryActivityControllerTests: XCTestCase {
    private let order = Order(number: "PP-88213", carrier: "Northline")

    func testEndIsReportedWhenLogoutRacesActivityEnd() async throws {
        let identity = CustomerIdentity(customerID: "cus_5521")
        let reporter = LifecycleReporter(identity: identity)
        let starter = CountingStarter()
        let controller = DeliveryActivityController(starter: starter, reporter: reporter)
        try controller.start(order: order)

        let ending = Task { await controller.endDelivered() }
        await Task.yield()
        identity.signOut()                      // logout lands while ActivityKit is ending
        starter.handles[0].finishEnding()
        await ending.value

        XCTAssertEqual(reporter.sent, [.start, .end], "an activity ended before logout must still report its end")
    }

    func testStartIsIgnoredWhileActivityIsEnding() async throws {
        let reporter = LifecycleReporter(identity: CustomerIdentity(customerID: "cus_5521"))
        let starter = CountingStarter()
        let controller = DeliveryActivityController(starter: starter, reporter: reporter)
        try controller.start(order: order)

        let ending = Task { await controller.endDelivered() }
        await Task.yield()
        try controller.start(order: order)      // user taps "Track" again while the first is ending

        XCTAssertEqual(starter.requests, 1, "a second Live Activity was requested while the first was still ending")
        starter.handles.forEach { $0.finishEnding() }
        await ending.value
    }
}

import Foundation
import TSLocationManager

@objc final class TrackingBridge: NSObject {
    static let shared = TrackingBridge()
    private let bg = TSLocationManager.sharedInstance()
    var onLocationCount: ((Int) -> Void)?
    private var count = 0

    func odometerLabel() -> String {
        // TSLocationManager reports the odometer in metres.
        let km = bg.getOdometer()
        return String(format: "%.1f km", km)
    }

    func changePace(_ moving: Bool) async throws {
        bg.changePace(moving)
        NSLog("[tracking] changePace(%@)", moving ? "true" : "false")
    }

    func handle(location: TSLocation) {
        count += 1
        NSLog("[tracking] onLocation count=%d isMoving=%@", count, location.isMoving ? "true" : "false")
        onLocationCount?(count)
    }
}

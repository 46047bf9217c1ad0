import CoreLocation
import UIKit

public final class TrailLocationManager: NSObject {
    public struct Usage: OptionSet {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let location = Usage(rawValue: 1 << 0)
        public static let heading = Usage(rawValue: 1 << 1)
        public static let backgroundLocation = Usage(rawValue: 1 << 2)
        public static let backgroundHeading = Usage(rawValue: 1 << 3)
    }

    private let locationManager: LocationManaging
    private var allUsages: Usage = []
    public var allowsBackgroundLocationUpdates = false {
        didSet { locationManager.allowsBackgroundLocationUpdates = allowsBackgroundLocationUpdates }
    }

    init(locationManager: LocationManaging, notificationCenter: NotificationCenter) {
        self.locationManager = locationManager
        super.init()
        notificationCenter.addObserver(self, selector: #selector(appDidEnterBackground),
                                       name: UIApplication.didEnterBackgroundNotification, object: nil)
    }

    public func startLocationMonitoring(for usage: Usage) {
        allUsages.formUnion(usage)
        if usage.contains(.location) { locationManager.startUpdatingLocation() }
        if usage.contains(.heading) { locationManager.startUpdatingHeading() }
    }

    @objc private func appDidEnterBackground() {
        if allUsages.contains(.location), !allUsages.contains(.backgroundLocation) {
            locationManager.stopUpdatingLocation()
        }
        if allUsages.contains(.heading), !allUsages.contains(.backgroundHeading) {
            locationManager.stopUpdatingHeading()
        }
    }

    func simulateAppDidEnterBackground() { appDidEnterBackground() }
}

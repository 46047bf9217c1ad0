import CoreLocation
import XCTest
@testable import WayfarerShared

final class PushLocationExtensionTests: XCTestCase {
    func testUpdateLocationCommandInExtensionIsOneShot() async throws {
        let spy = SpyLocationManager(cannedLocation: .init(latitude: 46.5603, longitude: 8.5611))
        let provider = SharedLocationProvider(manager: spy, context: .notificationServiceExtension)

        _ = try await provider.currentLocation(for: .pushCommand("update_location"))

        XCTAssertFalse(spy.allowsBackgroundLocationUpdates, "extensions may not ask for background location updates")
        XCTAssertEqual(spy.requestLocationCalls, 1)
    }
}

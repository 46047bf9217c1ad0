import CoreLocation
import XCTest
@testable import Saltmarsh

final class CurrentPositionProviderTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_790_000_000)

    func testUsesFreshCachedFix() async throws {
        let source = FakeLocationSource(last: .init(latitude: 51.4662, longitude: 0.6121, accuracy: 10,
                                                    timestamp: now.addingTimeInterval(-5)))
        let provider = CurrentPositionProvider(source: source, now: { self.now })
        let position = try await provider.position()
        XCTAssertEqual(source.freshRequests, 0)
        XCTAssertEqual(position.coordinate.latitude, 51.4662, accuracy: 1e-9)
    }

    /// A fix older than `maximumAge` (here from before the phone was carried to the
    /// trailhead) must not start the hike.
    func testRejectsFixOlderThanMaximumAge() async throws {
        let source = FakeLocationSource(last: .init(latitude: 51.4410, longitude: 0.5902, accuracy: 10,
                                                    timestamp: now.addingTimeInterval(-600)),
                                        fresh: .init(latitude: 51.4662, longitude: 0.6121, accuracy: 6,
                                                     timestamp: now))
        let provider = CurrentPositionProvider(source: source, now: { self.now })

        let position = try await provider.position(options: .init(maximumAge: 30, desiredAccuracy: 50))

        XCTAssertEqual(source.freshRequests, 1, "a 600 s old fix is older than maximumAge 30 s")
        XCTAssertEqual(position.coordinate.latitude, 51.4662, accuracy: 1e-9)
    }
}

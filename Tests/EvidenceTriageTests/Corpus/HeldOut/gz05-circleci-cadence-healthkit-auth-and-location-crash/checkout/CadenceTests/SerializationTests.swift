import CoreLocation
import XCTest
@testable import Cadence

final class SerializationTests: XCTestCase {
    func testHealthBatchRoundTrip() throws {
        let batch = HealthBatch.fixture(samples: 5)
        let data = try NSKeyedArchiver.archivedData(withRootObject: batch, requiringSecureCoding: true)
        let decoded = try NSKeyedUnarchiver.unarchivedObject(ofClass: HealthBatch.self, from: data)
        XCTAssertEqual(decoded, batch)
    }

    func testLocationRoundTrip() throws {
        let location = CDLocation(coordinate: CLLocationCoordinate2D(latitude: 47.3769, longitude: 8.5417),
                                  region: nil, userInput: "Kaserne", address: .fixture(street: "Kasernenstrasse 49"))
        let data = try NSKeyedArchiver.archivedData(withRootObject: location, requiringSecureCoding: true)
        let decoded = try NSKeyedUnarchiver.unarchivedObject(ofClass: CDLocation.self, from: data)
        XCTAssertEqual(decoded, location)
    }
}

import XCTest
import MapKit
@testable import ShutterGuild

final class MapAnnotationTests: XCTestCase {
    func testClusteredAnnotationCount() {
        let annotations = ClubAnnotation.make(from: .fixtureNetherlands)
        XCTAssertEqual(annotations.count, 12)
    }
}

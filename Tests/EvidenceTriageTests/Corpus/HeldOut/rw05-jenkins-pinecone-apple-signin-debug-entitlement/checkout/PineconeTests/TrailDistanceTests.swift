import XCTest
@testable import Pinecone

final class TrailDistanceTests: XCTestCase {
    func testOutAndBackDoublesDistance() {
        XCTAssertEqual(Trail(shape: .outAndBack, oneWayKm: 4.2).totalKm, 8.4, accuracy: 0.001)
    }

    func testLoopDistanceIsNotDoubled() {
        XCTAssertEqual(Trail(shape: .loop, oneWayKm: 11.5).totalKm, 11.5, accuracy: 0.001)
    }
}

import XCTest
@testable import Tidepool

final class SyncResolverTests: XCTestCase {
    func testResolvesNewestReading() {
        let local = Reading(id: "m1", value: 12.0, takenAt: Date(timeIntervalSince1970: 100))
        let remote = Reading(id: "m1", value: 13.5, takenAt: Date(timeIntervalSince1970: 200))
        XCTAssertEqual(SyncResolver.resolve(local: local, remote: remote).value, 13.5)
    }
}

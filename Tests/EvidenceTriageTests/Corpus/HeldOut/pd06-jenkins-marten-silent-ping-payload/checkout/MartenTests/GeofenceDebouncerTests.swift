import XCTest
@testable import Marten

final class GeofenceDebouncerTests: XCTestCase {
    func testExitWithinGraceIgnored() {
        let debouncer = GeofenceDebouncer(grace: 120)
        let t0 = Date(timeIntervalSince1970: 1_790_000_000)
        debouncer.record(.exit(region: "home"), at: t0)
        debouncer.record(.enter(region: "home"), at: t0.addingTimeInterval(90))
        XCTAssertTrue(debouncer.flush(at: t0.addingTimeInterval(200)).isEmpty)
    }
}

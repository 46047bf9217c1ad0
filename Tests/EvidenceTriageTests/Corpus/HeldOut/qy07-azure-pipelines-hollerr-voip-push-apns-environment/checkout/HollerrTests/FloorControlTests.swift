import XCTest
@testable import Hollerr

final class FloorControlTests: XCTestCase {
    func testWaitingSpeakersGetFloorInRequestOrder() {
        let floor = FloorControl()
        floor.request("ana"); floor.request("ben"); floor.request("cy")
        floor.release()
        XCTAssertEqual(floor.speaker, "ben")
    }
}

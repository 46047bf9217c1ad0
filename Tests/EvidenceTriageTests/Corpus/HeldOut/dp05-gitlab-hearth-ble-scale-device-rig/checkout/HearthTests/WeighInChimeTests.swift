import XCTest
import AVFoundation
@testable import Hearth

final class WeighInChimeTests: XCTestCase {
    func testChimeSessionActivates() {
        let chime = WeighInChime()
        XCTAssertNoThrow(try chime.prepareSession())
    }
}

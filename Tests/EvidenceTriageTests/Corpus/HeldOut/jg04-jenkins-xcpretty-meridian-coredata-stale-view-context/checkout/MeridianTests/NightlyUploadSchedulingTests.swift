import BackgroundTasks
import XCTest
@testable import Meridian

final class NightlyUploadSchedulingTests: XCTestCase {
    func testNightlyUploadIsSubmitted() throws {
        XCTAssertNoThrow(try NightlyUploadScheduler.submit())
    }
}

import XCTest
import BackgroundTasks
@testable import Pinecrest

final class BackgroundRotationTests: XCTestCase {
    func testRotationTaskSubmits() throws {
        XCTAssertNoThrow(try BackgroundRotation.schedule(after: 24 * 3600))
    }
}

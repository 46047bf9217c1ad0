import XCTest
@testable import Quayside

final class SharedSessionTests: XCTestCase {
    func testWidgetReadsSessionFromSharedGroup() throws {
        let session = SharedSession()
        do {
            try session.publish("s-42")
        } catch let error as KeychainError {
            XCTFail("publishing to \(SharedSession.accessGroup) failed: \(error) \(error.status == -34018 ? "(errSecMissingEntitlement)" : "")")
            return
        }
        XCTAssertEqual(try session.read(), "s-42")
    }
}

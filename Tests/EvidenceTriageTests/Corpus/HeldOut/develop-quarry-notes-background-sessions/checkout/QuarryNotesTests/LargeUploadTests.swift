import XCTest
@testable import QuarryNotes

final class LargeUploadTests: XCTestCase {
    func testPutFileUploadsTwentyMegabytes() throws {
        let file = try Fixtures.randomFile(megabytes: 20)
        let ref = QuarryStorage.shared.reference("uploads/\(UUID().uuidString)")
        _ = try ref.putFileSync(from: file, timeout: 60)
    }
}

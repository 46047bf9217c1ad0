import XCTest
@testable import Shoebox

final class UploadSessionFactoryTests: XCTestCase {
    func testSecondSessionUsesCurrentDelegate() {
        let firstDelegate = RecordingUploadDelegate()
        let secondDelegate = RecordingUploadDelegate()
        _ = UploadSessionFactory.makeSession(delegate: firstDelegate)
        let session = UploadSessionFactory.makeSession(delegate: secondDelegate)
        XCTAssertTrue(session.delegate === secondDelegate)
    }
}

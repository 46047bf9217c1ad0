@testable import Shoebox
import XCTest

final class UploadSessionFactoryTests: XCTestCase {
    private let delegate = NoopSessionDelegate()

    func testThumbnailsMayUseCellular() {
        let session = UploadSessionFactory().session(for: .fixture(kind: .thumbnail, bytes: 40_000), delegate: delegate)
        XCTAssertTrue(session.configuration.allowsCellularAccess)
    }

    func testOriginalsUseBackgroundSession() {
        let session = UploadSessionFactory().session(for: .fixture(kind: .original, bytes: 48_000_000), delegate: delegate)
        // A 48 MB original cannot finish inside a beginBackgroundTask window; nsurlsessiond has to own it.
        XCTAssertEqual(session.configuration.identifier, UploadSessionFactory.backgroundIdentifier,
                       "originals over 5 MB must go through the background URLSession")
    }

    func testResourceTimeoutIsOneHour() {
        let session = UploadSessionFactory().session(for: .fixture(kind: .original, bytes: 48_000_000), delegate: delegate)
        XCTAssertEqual(session.configuration.timeoutIntervalForResource, 3600)
    }
}

import XCTest
@testable import Reelhouse

final class DownloadSessionFactoryTests: XCTestCase {
    private final class Delegate: NSObject, URLSessionDownloadDelegate {
        func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {}
    }

    func testDownloadsUseBackgroundConfiguration() {
        let session = DownloadSessionFactory.makeSession(delegate: Delegate())
        defer { session.invalidateAndCancel() }
        XCTAssertEqual(session.configuration.identifier, DownloadSessionFactory.backgroundIdentifier)
        XCTAssertTrue(session.configuration.sessionSendsLaunchEvents)
    }

    func testCellularFollowsSetting() {
        UserDefaults.standard.set(false, forKey: "downloads.cellular")
        let session = DownloadSessionFactory.makeSession(delegate: Delegate())
        defer { session.invalidateAndCancel() }
        XCTAssertFalse(session.configuration.allowsCellularAccess)
    }
}

import XCTest
@testable import PellucidKit

// PellucidKitTests has no host application (TEST_HOST is empty): these run inside xctest.
final class UploadSessionManagerTests: XCTestCase {
    var manager: UploadSessionManager!

    override func tearDown() {
        manager?.invalidateAndCancel()
        manager = nil
        super.tearDown()
    }

    func testSwizzlingIsProperlyConfiguredForTaskResume() {
        XCTAssertTrue(UploadSessionManager.isResumeSwizzled)
    }

    func testBackgroundManagerReturnsExpectedClassForDataTask() {
        let config = URLSessionConfiguration.background(withIdentifier: "com.pellucid.tests.\(UUID().uuidString)")
        manager = UploadSessionManager(configuration: config)
        let task = manager.dataTask(with: URLRequest(url: URL(string: "https://example.invalid/ping")!))
        XCTAssertTrue(task.isKind(of: URLSessionDataTask.self))
        task.cancel()
    }

    func testBackgroundSessionDelivesDidFinishEvents() {
        let config = URLSessionConfiguration.background(withIdentifier: "com.pellucid.tests.events")
        let finished = expectation(description: "urlSessionDidFinishEvents delivered by the system")
        manager = UploadSessionManager(configuration: config)
        manager.onDidFinishEvents = { finished.fulfill() }
        manager.upload(fileAt: Fixtures.url("photo-2mb.jpg"), to: URL(string: "https://uploads.pellucid.example/v2/media")!)
        // The events only arrive when nsurlsessiond relaunches or resumes the app in the background.
        wait(for: [finished], timeout: 30)
    }
}

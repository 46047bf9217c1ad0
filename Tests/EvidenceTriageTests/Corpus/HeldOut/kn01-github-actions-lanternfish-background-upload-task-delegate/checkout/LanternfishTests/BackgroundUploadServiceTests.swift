import XCTest
@testable import Lanternfish

final class BackgroundUploadServiceTests: XCTestCase {
    func testBackgroundConfigurationUsesStableIdentifier() {
        XCTAssertEqual(BackgroundUploadService.shared.session.configuration.identifier, "com.lanternfish.app.upload")
        XCTAssertTrue(BackgroundUploadService.shared.session.configuration.sessionSendsLaunchEvents)
    }

    func testEnqueueCreatesUploadTaskOnBackgroundSession() throws {
        let service = BackgroundUploadService(identifier: "com.lanternfish.app.upload.tests-enqueue")
        let asset = try PendingAsset.fixture(named: "IMG_0042.HEIC",
                                             destination: URL(string: "https://api.lanternfish.app/v2/assets/IMG_0042")!)
        let task = service.enqueue(asset)
        XCTAssertEqual(task.taskDescription, asset.id)
        task.cancel()
    }

    func testUploadsFromFileNotData() throws {
        let asset = try PendingAsset.fixture(named: "IMG_0043.HEIC",
                                             destination: URL(string: "https://uploads.lanternfish-cdn.net/p/IMG_0043?sig=test")!)
        XCTAssertTrue(FileManager.default.fileExists(atPath: asset.fileURL.path))
    }

    func testSessionIsRecreatedWithSameIdentifier() {
        let a = BackgroundUploadService(identifier: "com.lanternfish.app.upload.tests-recreate")
        XCTAssertEqual(a.session.configuration.identifier, "com.lanternfish.app.upload.tests-recreate")
    }
}

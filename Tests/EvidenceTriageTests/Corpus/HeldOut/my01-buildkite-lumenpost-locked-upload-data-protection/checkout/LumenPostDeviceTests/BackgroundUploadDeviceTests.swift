import XCTest
@testable import LumenPost

/// Runs only on the device lab (DEVICE_LAB=1). The lab harness locks the
/// device with `devicectl device lock` while a transfer is in flight.
final class BackgroundUploadDeviceTests: XCTestCase {
    private var uploader: PhotoUploader!

    override func setUpWithError() throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment["DEVICE_LAB"] == "1")
        uploader = PhotoUploader(sessionIdentifier: "com.lumenpost.app.upload.devicelab")
    }

    func testPhotoUploadReportsSuccessWhenDeviceLocksMidTransfer() throws {
        let file = try Fixtures.copy("large-photo-18mb.heic")
        let done = expectation(description: "upload finished")
        var result: PhotoUploader.Outcome?
        uploader.upload(file, to: DeviceLab.uploadEndpoint) { outcome in
            result = outcome
            done.fulfill()
        }
        DeviceLab.lockDevice(after: 2)
        wait(for: [done], timeout: 180)
        XCTAssertEqual(result, .uploaded(statusCode: 200))
    }

    func testLargeVideoUploadResumesAfterRelaunch() throws {
        let file = try Fixtures.copy("clip-240mb.mov")
        let id = uploader.enqueue(file, to: DeviceLab.uploadEndpoint)
        DeviceLab.terminateAppAndRelaunch()
        let resumed = expectation(description: "resumed \(id)")
        uploader.onResume = { if $0 == id { resumed.fulfill() } }
        wait(for: [resumed], timeout: 300)
    }
}

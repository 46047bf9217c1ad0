import XCTest
@testable import Plover

/// Exercises PloverUploader (the native module behind `uploadInspectionPhotos()` in JS)
/// against a real background URLSession configuration pointed at the local stub server.
final class BackgroundUploadTaskTests: XCTestCase {
    private var uploader: PloverUploader!

    override func setUp() {
        super.setUp()
        uploader = PloverUploader(sessionIdentifier: "com.plover.inspect.uploads.tests",
                                  endpoint: URL(string: "http://127.0.0.1:8089/v2/photos")!)
    }

    func testUploadTaskCarriesInspectionHeaders() throws {
        let task = try uploader.enqueue(photo: .fixture("roof-north.heic"), inspectionID: "insp_7731")
        XCTAssertEqual(task.originalRequest?.value(forHTTPHeaderField: "X-Inspection-ID"), "insp_7731")
    }

    func testUploadIsFileBackedForBackgroundSession() throws {
        let task = try uploader.enqueue(photo: .fixture("roof-south.heic"), inspectionID: "insp_7731")
        // Background sessions only keep upload tasks created from a file across app exit.
        XCTAssertEqual(uploader.bodyKind(of: task), .file, "background-session uploads must be created with uploadTask(with:fromFile:)")
    }
}

import UIKit
import XCTest
@testable import Stillwater

final class UploadQueueTests: XCTestCase {
    private let center = NotificationCenter()
    private let space = SpaceID(rawValue: "field-notes")

    func testImportedAssetIsHandedToUploader() {
        let importer = ManualImporter()
        let uploader = RecordingUploader()
        let queue = UploadQueue(importer: importer, uploader: uploader, notificationCenter: center)

        queue.add(assetID: "PH-7731", to: space)
        importer.finish(with: .success(URL(fileURLWithPath: "/tmp/PH-7731.mov")))

        XCTAssertEqual(uploader.uploads.count, 1)
        XCTAssertEqual(queue.pending.first?.state, .uploading)
    }

    /// Users leave the app while a 300 MB video is still importing. The item must stay in
    /// the queue (resumed or retried later), never silently disappear.
    func testImportedAssetSurvivesBackgrounding() {
        let importer = ManualImporter()
        let uploader = RecordingUploader()
        let queue = UploadQueue(importer: importer, uploader: uploader, notificationCenter: center)
        queue.add(assetID: "PH-7731", to: space)

        center.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        RunLoop.main.run(until: Date().addingTimeInterval(0.05))

        XCTAssertEqual(queue.pending.count, 1, "queued item must survive the app leaving the foreground")
        XCTAssertEqual(queue.pending.first?.assetID, "PH-7731")
    }

    func testFailedImportMarksItemFailed() {
        let importer = ManualImporter()
        let queue = UploadQueue(importer: importer, uploader: RecordingUploader(), notificationCenter: center)
        queue.add(assetID: "PH-7731", to: space)

        importer.finish(with: .failure(CocoaError(.fileReadNoPermission)))

        XCTAssertEqual(queue.pending.first?.state, .failed)
    }
}

private final class ManualImporter: AssetImporting {
    private var completion: ((Result<URL, Error>) -> Void)?
    private(set) var cancelled = false
    func importAsset(_ assetID: String, completion: @escaping (Result<URL, Error>) -> Void) -> Cancellable {
        self.completion = completion
        return Handle { [weak self] in self?.cancelled = true }
    }
    func finish(with result: Result<URL, Error>) { completion?(result) }
    private struct Handle: Cancellable { let onCancel: () -> Void; func cancel() { onCancel() } }
}

private final class RecordingUploader: BackgroundUploading {
    var uploads: [(URL, UUID)] = []
    func upload(fileURL: URL, itemID: UUID, space: SpaceID) { uploads.append((fileURL, itemID)) }
}

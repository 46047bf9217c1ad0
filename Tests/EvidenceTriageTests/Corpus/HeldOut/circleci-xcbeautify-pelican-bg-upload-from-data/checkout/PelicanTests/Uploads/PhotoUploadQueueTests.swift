import XCTest
@testable import Pelican

/// Hosted in Pelican.app: uses the real background URLSession configuration
/// ("com.pelican.photos.uploads") against the local stub server.
final class PhotoUploadQueueTests: XCTestCase {
    private var queue: PhotoUploadQueue!

    override func setUp() async throws {
        queue = PhotoUploadQueue(session: .pelicanBackground(identifier: "com.pelican.photos.uploads.tests"),
                                 endpoint: StubServer.shared.url("/v2/photos"),
                                 journal: UploadJournal.inMemory())
    }

    func testEnqueueStartsBackgroundUpload() async throws {
        let photo = try Fixtures.photo(named: "harbor-1.heic")
        let task = try await queue.enqueue(photo)
        XCTAssertEqual(task.state, .running)
        XCTAssertEqual(queue.journal.pending.map(\.photoID), [photo.id])
    }

    func testJournalSurvivesRelaunch() throws {
        try queue.journal.record(.init(photoID: "p-9", taskIdentifier: 41))
        let reloaded = try UploadJournal.reload(from: queue.journal.url)
        XCTAssertEqual(reloaded.pending.map(\.taskIdentifier), [41])
    }
}

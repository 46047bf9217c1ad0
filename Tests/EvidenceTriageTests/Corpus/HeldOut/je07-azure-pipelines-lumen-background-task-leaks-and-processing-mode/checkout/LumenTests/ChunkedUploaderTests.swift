@testable import Lumen
import XCTest

final class ChunkedUploaderTests: XCTestCase {
    func testForegroundSessionEndsTaskPerChunk() {
        let app = FakeApplication()
        let uploader = ChunkedUploader(session: .stubbed(configuration: .default), application: app)
        uploader.upload(.fixtureVideo, chunks: 2)
        uploader.chunkDidFinish(0); uploader.chunkDidFinish(1)
        XCTAssertEqual(app.open.count, 0)
    }

    func testBackgroundSessionChunksDoNotBeginBackgroundTasks() {
        let app = FakeApplication()
        let config = URLSessionConfiguration.background(withIdentifier: "com.lumenjournal.tests.\(UUID().uuidString)")
        let uploader = ChunkedUploader(session: .stubbed(configuration: config), application: app)
        uploader.upload(.fixtureVideo, chunks: 4)
        // nsurlsessiond owns these transfers; a UIKit background task per chunk is never ended and
        // gets the app terminated once it runs out of background time.
        XCTAssertEqual(app.open.count, 0, "chunks on the background session began UIKit background tasks: \(app.open.values.sorted())")
    }
}

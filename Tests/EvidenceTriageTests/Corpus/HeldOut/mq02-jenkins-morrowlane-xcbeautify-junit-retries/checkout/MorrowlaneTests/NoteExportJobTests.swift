import XCTest
@testable import Morrowlane

final class NoteExportJobTests: XCTestCase {
    func testExportIsIdempotent() async throws {
        let sink = InMemoryExportSink()
        let job = NoteExportJob(store: .fixture(notes: 3), sink: sink)
        try await job.run()
        try await job.run()          // the processing task may run again after an expiration
        XCTAssertEqual(sink.writtenFiles.count, 3)
    }
}

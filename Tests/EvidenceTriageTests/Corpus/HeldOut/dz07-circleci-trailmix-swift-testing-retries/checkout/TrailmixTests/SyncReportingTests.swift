import Foundation
import Testing
@testable import Trailmix

struct SyncReportingTests {

    struct Offline: Error {}

    @Test func successfulUploadReportsNothing() async {
        let uploader = TrackUploader { _ in }
        await uploader.upload(["t1"]) { id, _ in
            Issue.record("unexpected failure for \(id)")
        }
    }

    @Test func uploadFailureIsRecorded() async {
        let uploader = TrackUploader { _ in throw Offline() }
        let done = AsyncStream<Void>.makeStream()

        await uploader.upload(["t1"]) { id, error in
            Task.detached {
                #expect(id == "t1")
                #expect(error is Offline)
                done.continuation.yield()
            }
        }
        for await _ in done.stream { break }
    }
}

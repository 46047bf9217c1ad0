import Testing
import Foundation
@testable import GladeTransit

@Suite("Continued upload")
struct ContinuedUploadTests {
    @Test func uploadRequestUsesWildcardFamily() {
        #expect(PhotoUploader.taskIdentifier(for: "ab12").hasPrefix("com.gladetransit.app.upload."))
    }

    @Test("Upload starts within five seconds of submit")
    func uploadStartsWithinFiveSeconds() async throws {
        let uploader = PhotoUploader(scheduler: .shared)
        let started = try await uploader.submitAndAwaitLaunch(batch: .fixture(count: 40), timeout: .seconds(5))
        #expect(started, "continued-processing task should launch right after submit")
    }
}

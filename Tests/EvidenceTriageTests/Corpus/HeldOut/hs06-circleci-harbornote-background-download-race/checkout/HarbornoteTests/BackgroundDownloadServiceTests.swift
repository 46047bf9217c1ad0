import Foundation
import Testing
@testable import Harbornote

/// FakeBackgroundSession drives the delegate exactly like nsurlsessiond: it writes the
/// temporary file, calls didFinishDownloadingTo, deletes the file when that call returns,
/// then calls urlSessionDidFinishEvents.
@Suite
struct BackgroundDownloadServiceTests {
    let attachments = FileManager.default.temporaryDirectory.appendingPathComponent("Attachments-\(UUID())")

    init() throws {
        try FileManager.default.createDirectory(at: attachments, withIntermediateDirectories: true)
    }

    @Test func startsOneTaskPerRequest() async throws {
        let session = FakeBackgroundSession()
        let service = BackgroundDownloadService(identifier: "test.downloads", sessionFactory: .fake(session))
        async let _ = try? service.download(URL(string: "https://cdn.harbornote.test/ep/1.m4a")!, to: attachments.appendingPathComponent("1.m4a"))
        try await session.waitForResumedTasks(1)
        #expect(session.resumedTasks.count == 1)
    }

    @Test func finishedFileIsMovedBeforeDelegateReturns() async throws {
        let session = FakeBackgroundSession()
        let service = BackgroundDownloadService(identifier: "test.downloads", sessionFactory: .fake(session))
        let remote = URL(string: "https://cdn.harbornote.test/notes/attachment-77.pdf")!

        async let saved = service.download(remote, to: attachments.appendingPathComponent("attachment-77.pdf"))
        try await session.waitForResumedTasks(1)
        session.finish(remote, statusCode: 200, body: Data("%PDF-1.7".utf8))

        let url = try await saved
        #expect(FileManager.default.fileExists(atPath: url.path))
    }

    @Test func systemCompletionHandlerWaitsForProcessing() async throws {
        let session = FakeBackgroundSession()
        let service = BackgroundDownloadService(identifier: "test.downloads", sessionFactory: .fake(session))
        let remotes = ["a", "b"].map { URL(string: "https://cdn.harbornote.test/ep/\($0).m4a")! }
        let processed = Counter()

        for remote in remotes {
            Task { _ = try? await service.download(remote, to: attachments.appendingPathComponent(remote.lastPathComponent)); await processed.increment() }
        }
        try await session.waitForResumedTasks(2)

        var processedBeforeCompletion = -1
        await confirmation("system completion handler called") { called in
            service.storeSystemCompletionHandler({
                processedBeforeCompletion = processed.valueNow
                called()
            }, for: "test.downloads")
            remotes.forEach { session.finish($0, statusCode: 200, body: Data(count: 64)) }
            session.finishEvents()
            try? await Task.sleep(for: .milliseconds(400))
        }

        #expect(processedBeforeCompletion == 2)
    }
}

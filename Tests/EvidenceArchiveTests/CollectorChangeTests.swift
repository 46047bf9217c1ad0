@testable import EvidenceArchive
@testable import EvidenceRun
@testable import EvidenceCore
@testable import EvidenceHistory
import EvidenceTestSupport
import Foundation
import Testing

/// A file that changes while it is collected (after collect took its identity, before or while it is
/// read) is refused, never archived with a manifest that does not match it.
@Suite struct CollectorChangeTests {
    func collectWhileChanging(_ change: @escaping @Sendable (String) throws -> Void, contents: String = "Test Case 'a' started.\n") throws -> Collector.FileChanged? {
        let directory = try TemporaryDirectory()
        let path = try directory.write("x.log", contents)
        var request = CollectRequest(inputs: [.init(path: path)], output: directory.path("run.tar"), commit: "abc1234", compression: .none, environment: [:], workingDirectory: directory.path)
        request.betweenPasses = { try? change(path) }
        do {
            _ = try Collector.collectOnce(request)
            return nil
        } catch let error as Collector.FileChanged {
            return error
        }
    }

    @Test func anAppendedLineIsCaught() throws {
        let error = try collectWhileChanging { path in
            let handle = FileHandle(forWritingAtPath: path)!
            handle.seekToEndOfFile()
            handle.write(Data("Test Case 'a' passed.\n".utf8))
            handle.closeFile()
        }
        #expect(error?.path.hasSuffix("x.log") == true)
    }

    @Test func aSameSizeRewriteIsCaught() throws {
        let error = try collectWhileChanging { path in
            let handle = FileHandle(forWritingAtPath: path)!
            handle.write(Data("Test Case 'b' started.\n".utf8))
            handle.closeFile()
            // In place, same size: only the times tell. Set the modification time explicitly, since
            // two writes within one clock tick of the file system can share a timestamp.
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000_000)], ofItemAtPath: path)
        }
        #expect(error != nil)
    }

    @Test func anUntouchedFileIsWritten() throws {
        #expect(try collectWhileChanging { _ in } == nil)
    }

    @Test func aFileWithSecretsIsRedactedAgainAndChecked() throws {
        #expect(try collectWhileChanging({ _ in }, contents: "token=abcdef\n") == nil)
    }
}

extension CollectorChangeTests {
    /// Appends to `path` every time collect has planned the run and not yet read it: a log that never stops.
    final class Appender: @unchecked Sendable {
        let path: String
        var calls = 0
        init(_ path: String) { self.path = path }
        func append() {
            calls += 1
            let handle = FileHandle(forWritingAtPath: path)!
            handle.seekToEndOfFile()
            handle.write(Data("Test Case 'a' passed (0.001 seconds).\n".utf8))
            handle.closeFile()
        }
    }

    func growingLogRequest(_ directory: TemporaryDirectory, strict: Bool) throws -> (CollectRequest, Appender) {
        let path = try directory.write("in/growing.log", "Test Case 'a' started.\n")
        try directory.write("in/done.log", "Test Case 'b' started.\n")
        let appender = Appender(path)
        var request = CollectRequest(inputs: [.init(path: directory.path("in"))], output: directory.path("run.tgz"), commit: "abc1234", environment: [:], workingDirectory: directory.path)
        request.strict = strict
        request.betweenPasses = { appender.append() }
        return (request, appender)
    }

    /// A log still being written is left out after it changed twice, named under `skipped`; the rest
    /// is archived and verifies.
    @Test func aFileThatKeepsChangingIsLeftOutAndTheRestArchived() throws {
        let directory = try TemporaryDirectory()
        let (request, appender) = try growingLogRequest(directory, strict: false)
        let result = try Collector.collect(request)
        #expect(appender.calls == 3)
        #expect(result.manifest.entries.map(\.path) == ["logs/done.log"])
        #expect(result.manifest.skipped == [SkippedInput(path: "in/growing.log", reason: Collector.keptChangingReason)])
        #expect(try ArchiveVerifier.verify(archivePath: request.output).isIntact)
    }

    /// With --strict the same run fails with one sentence and leaves nothing at --output.
    @Test func aFileThatKeepsChangingFailsAStrictRun() throws {
        let directory = try TemporaryDirectory()
        let (request, appender) = try growingLogRequest(directory, strict: true)
        do {
            _ = try Collector.collect(request)
            Issue.record("a strict run archived a file that never stopped changing")
        } catch let error as EvidenceError {
            #expect(error.kind == .inputUnavailable)
            #expect(error.message == "\(appender.path) kept changing while it was being collected (2 attempts); collect again once whatever writes it has finished.")
        }
        #expect(!FileManager.default.fileExists(atPath: request.output))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["in"], "no temporary file left behind")
    }
}

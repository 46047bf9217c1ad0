@testable import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// A file that changes between the measuring pass and the writing pass is refused, never archived
/// with a manifest that does not match it.
@Suite struct CollectorChangeTests {
    func measureThenChange(_ change: (String) throws -> Void, contents: String = "Test Case 'a' started.\n") throws -> Collector.FileChanged? {
        let directory = try TemporaryDirectory()
        let path = try directory.write("x.log", contents)
        let entry = PlannedEntry(archivePath: "logs/x.log", kind: .log, sourcePath: path, size: 0, isBundleMember: false)
        let measured = try Collector.measure(entry)
        try change(path)
        let output = try AtomicOutputFile(destination: directory.path("run.tar"))
        let writer = try ArchiveWriter(sink: FileSink(descriptor: output.descriptor, displayPath: "run.tar"), filter: .none, mtime: 0)
        do {
            try Collector.write(measured, to: writer)
            return nil
        } catch let error as Collector.FileChanged {
            return error
        }
    }

    @Test func anAppendedLineIsCaught() throws {
        let error = try measureThenChange { path in
            let handle = FileHandle(forWritingAtPath: path)!
            handle.seekToEndOfFile()
            handle.write(Data("Test Case 'a' passed.\n".utf8))
            handle.closeFile()
        }
        #expect(error?.path.hasSuffix("x.log") == true)
    }

    @Test func aSameSizeRewriteIsCaught() throws {
        let error = try measureThenChange { path in
            usleep(2000)
            try Data("Test Case 'b' started.\n".utf8).write(to: URL(fileURLWithPath: path))
        }
        #expect(error != nil)
    }

    @Test func anUntouchedFileIsWritten() throws {
        #expect(try measureThenChange { _ in } == nil)
    }

    @Test func aFileWithSecretsIsRedactedAgainAndChecked() throws {
        #expect(try measureThenChange({ _ in }, contents: "token=abcdef\n") == nil)
    }
}

extension CollectorChangeTests {
    /// A log that never stops growing: collect starts over, then gives up with one sentence, and
    /// leaves nothing at --output.
    @Test func aFileThatKeepsChangingIsRefusedAfterTheRetries() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("in/growing.log", String(repeating: "Test Case 'a' started.\n", count: 20000))
        final class Stop: @unchecked Sendable { var flag = false }
        let stop = Stop()
        let writer = Thread {
            let handle = FileHandle(forWritingAtPath: path)!
            while !stop.flag {
                handle.seekToEndOfFile()
                handle.write(Data("Test Case 'a' passed (0.001 seconds).\n".utf8))
                usleep(200)
            }
            handle.closeFile()
        }
        writer.start()
        defer { stop.flag = true }
        let output = directory.path("run.tgz")
        let request = CollectRequest(inputs: [.init(path: directory.path("in"))], output: output, commit: "abc1234", environment: [:], workingDirectory: directory.path)
        do {
            _ = try Collector.collect(request)
            Issue.record("collected a file that never stopped changing")
        } catch let error as EvidenceError {
            #expect(error.kind == .inputUnavailable)
            #expect(error.message == "\(path) kept changing while it was being collected (3 attempts); collect again once whatever writes it has finished.")
        }
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}

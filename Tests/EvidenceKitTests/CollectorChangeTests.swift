@testable import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// A file that changes between the measuring pass and the writing pass is refused, never archived
/// with a manifest that does not match it.
@Suite struct CollectorChangeTests {
    func measureThenChange(_ change: (String) throws -> Void, contents: String = "Test Case 'a' started.\n") throws -> EvidenceError? {
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
        } catch let error as EvidenceError {
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
        #expect(error?.kind == .inputUnavailable)
        #expect(error?.message.hasSuffix("x.log changed while it was being collected; collect again once whatever writes it has finished.") == true)
    }

    @Test func aSameSizeRewriteIsCaught() throws {
        let error = try measureThenChange { path in
            usleep(2000)
            try Data("Test Case 'b' started.\n".utf8).write(to: URL(fileURLWithPath: path))
        }
        #expect(error?.kind == .inputUnavailable)
    }

    @Test func anUntouchedFileIsWritten() throws {
        #expect(try measureThenChange { _ in } == nil)
    }

    @Test func aFileWithSecretsIsRedactedAgainAndChecked() throws {
        #expect(try measureThenChange({ _ in }, contents: "token=abcdef\n") == nil)
    }
}

import EvidenceKit

/// A log read as a pipe gives it: in small chunks (7 bytes unless told), so every line and marker
/// crosses a chunk boundary somewhere. The reader tests and the triage tests read constructed logs
/// through here.
package enum ChunkedLog {
    package static func read(_ bytes: [UInt8], chunkSize: Int = 7, maximumLineLength: Int = LogLineSplitter.defaultMaximumLineLength,
                             evidencePath: String = "logs/test.log") -> (TestRunReport, TestLogReader) {
        let reader = TestLogReader(evidencePath: evidencePath, maximumLineLength: maximumLineLength)
        var offset = 0
        bytes.withUnsafeBytes { all in
            while offset < all.count {
                let end = min(offset + chunkSize, all.count)
                reader.consume(UnsafeRawBufferPointer(rebasing: all[offset..<end]))
                offset = end
            }
        }
        return (reader.finish(), reader)
    }

    package static func read(_ text: String, chunkSize: Int = 7, evidencePath: String = "logs/test.log") -> (TestRunReport, TestLogReader) {
        read(Array(text.utf8), chunkSize: chunkSize, evidencePath: evidencePath)
    }
}

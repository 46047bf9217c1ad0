import EvidenceCore

/// Recognises evidence by name and content, from the first bytes of a file. Cheap byte tests first:
/// it runs on every file of every directory given to `collect`; only a text file with a log's extension
/// that none of them recognised is read by the log reader itself (its first 64 KiB).
package enum EvidenceRecognizer {
    /// How many leading bytes `kind(ofFileNamed:prefix:)` looks at.
    package static let prefixLength = 64 * 1024

    /// The kind of a loose file, or nil when it is not evidence.
    package static func kind(ofFileNamed name: String, prefix: [UInt8]) -> EvidenceKind? {
        let lowered = name.lowercased()
        if isPlist(prefix) {
            return isAppInfoPlist(name: name, prefix: prefix) ? .plist : nil
        }
        // Before the records: an app may log its records, but a records file holds no log entry.
        if UnifiedLogStyle.of(prefix: prefix) != nil { return .oslog }
        if isRegistrationRecords(prefix) { return .diagnostics }
        if isJUnit(prefix) { return .junit }
        // A `.log` is evidence by its name: a log when it is text (a stray NUL or UTF-16 included),
        // stored as it is when not (what naming it on the command line does too).
        if lowered.hasSuffix(".log") { return isLogText(prefix) ? .log : .other }
        let ext = DiscoveryNames.extensionOf(lowered)
        if logExtensions.contains(ext), isTestLog(prefix) || launchesADartFile(prefix) { return .log }
        if [".json", ".jsonl", ".ndjson"].contains(ext), isDartTestEvents(prefix) { return .log }
        // A crash report the job copied from the device or Simulator: read as a log, for the lines
        // that say what ended the app (its exception, the crashed thread's queue and frames) — also
        // saved as text (`App-2026-10-20-061847.ips.txt`: GitHub takes no `.ips` attachment).
        if [".ips", ".crash"].contains(ext) || logExtensions.contains(ext) && isLogText(prefix), isCrashReport(prefix) { return .log }
        // A spindump (Xcode's of a test that exceeded its time allowance, exported from the result
        // bundle): read as a log, for where the hung test's threads stood.
        if logExtensions.contains(ext), isLogText(prefix), SpindumpReport.isReport(prefix) { return .log }
        // Any other console the log reader reads tests from (a device runner's `[FAIL] Suite.Test`, a runner
        // no marker above names): the reader's own reading decides, so no failure it could read is left out.
        // (Only a file whose name has a log's extension, `.txt` or `.out` say: not every extensionless LICENSE or script
        // of a folder walked.)
        if !ext.isEmpty, logExtensions.contains(ext), isLogText(prefix), readsTests(prefix) { return .log }
        return nil
    }

    /// Whether the log reader finds a test's result in these bytes (the first 64 KiB of a text file
    /// that no cheaper test recognised).
    static func readsTests(_ prefix: [UInt8]) -> Bool {
        let reader = TestLogReader(evidencePath: "")
        prefix.withUnsafeBytes { reader.consume($0) }
        return !reader.finish().tests.isEmpty
    }

    /// `flutter drive` (or `flutter test` on a device) launching the Dart file it runs: `Launching
    /// integration_test/sync_test.dart on iPhone 15 in debug mode...` — the reader's `launchedFile` line.
    static func launchesADartFile(_ prefix: [UInt8]) -> Bool {
        let launching = Array(DartTestOutputReader.launching.utf8)
        guard let start = prefix.withUnsafeBytes({ ByteSearch.firstIndex(of: launching, in: $0) }) else { return false }
        // The reader's own reading of the line, from its word on (a CI's timestamp may come before it).
        return DartTestOutputReader.launchedFile(String(decoding: prefix[start...].prefix { $0 != 0x0A && $0 != 0x0D }, as: UTF8.self)) != nil
    }

    /// A crash report: `.ips` (a JSON header line with its `bug_type`, then the report), or the text
    /// form (`Incident Identifier:`, `Exception Type:`).
    static func isCrashReport(_ prefix: [UInt8]) -> Bool {
        contains(prefix, "\"bug_type\"") || contains(prefix, "Incident Identifier:") || contains(prefix, "Exception Type:")
    }

    /// Text a log reader can read once collected: no NUL in the first 8 KiB, or only a stray one
    /// or two (a crashing process's output), or UTF-16 (which collect stores as UTF-8).
    static func isLogText(_ prefix: [UInt8]) -> Bool {
        !isBinary(prefix) || isRedactableText(prefix) || UTF16Decoding.byteOrder(Array(prefix.prefix(512))) != nil
    }

    package static func isPlist(_ prefix: [UInt8]) -> Bool {
        if startsWith(prefix, "bplist0") { return true }
        let text = skipBOMAndSpace(prefix)
        let looksXML = startsWith(text, "<?xml") || startsWith(text, "<!DOCTYPE") || startsWith(text, "<plist")
        return looksXML && contains(prefix, "<plist")
    }

    /// An app's Info.plist (not any plist): the name says so, or it has the keys an app's plist has.
    static func isAppInfoPlist(name: String, prefix: [UInt8]) -> Bool {
        // Only the file named exactly Info.plist by name: GoogleService-Info.plist is no app's plist.
        if name == "Info.plist" { return true }
        if startsWith(prefix, "bplist0") { return contains(prefix, "CFBundleIdentifier") }
        return contains(prefix, "<key>CFBundleIdentifier</key>")
            || contains(prefix, "<key>BGTaskSchedulerPermittedIdentifiers</key>")
    }

    /// `evidence.diagnostic/v1` JSON Lines: the first non-blank line is an object of that schema.
    static func isRegistrationRecords(_ prefix: [UInt8]) -> Bool {
        let trimmed = skipBOMAndSpace(prefix)
        guard trimmed.first == UInt8(ascii: "{") else { return false }
        let firstLine = trimmed.prefix { $0 != UInt8(ascii: "\n") }
        return contains(Array(firstLine), "evidence.diagnostic/v1")
    }

    static func isJUnit(_ prefix: [UInt8]) -> Bool {
        let trimmed = skipBOMAndSpace(prefix)
        guard trimmed.first == UInt8(ascii: "<") else { return false }
        // NUnit's and xUnit's result files (.NET runners of cross-platform apps' iOS tests) are read as JUnit's.
        return contains(prefix, "<testsuites") || contains(prefix, "<testsuite") || contains(prefix, "<test-run")
            || contains(prefix, "<test-results") || contains(prefix, "<assemblies")
            // Visual Studio's result file (`dotnet test --logger trx`).
            || contains(prefix, "<TestRun ") && contains(prefix, "TeamTest")
    }

    /// Extensions a console log is saved under; a README or source file that mentions `xcodebuild`
    /// is not a log.
    static let logExtensions: Set<String> = ["", ".txt", ".log", ".out", ".output", ".stdout", ".stderr"]

    /// Markers that raw `xcodebuild test`, `xcodebuild build` and `swift test`/`swift build` output carries.
    static let testLogMarkers = [
        "Test Suite '", "Test Case '", "Test case '", "** TEST ", "** BUILD ", "Testing started",
        "Test run started", "Test run with ", "\u{25C7} Test ", "\u{2714} Test ", "\u{2718} Test ",
        "Build complete!", "CompileSwift", "Command line invocation:",
        "Building for ", "Testing failed:", "Failing tests:", "Restarting after unexpected exit",
        "Test Session ", "Build settings from command line:", "=== BUILD TARGET", "CompileC ",
        // fastlane scan's own output (its summary table, then xcodebuild's through xcpretty).
        "Summary for scan ", "fastlane.tools finished", "[fastlane]",
        // The same piped through xcbeautify or xcpretty.
        "] Compiling ", "\u{25B8} Compiling ", "Tests Passed: ", "Tests Failed: ",
        // package:test's reporters (a Flutter app's `flutter test`): expanded, then GitHub's.
        " +0: loading ", "Some tests failed.", "::group::\u{2705} Passing tests", "::group::\u{274C} ",
        // An integration test's first progress line as the app prints it (`flutter drive`, `flutter test
        // integration_test` on a device: `flutter: 00:00 +0: …`); the launch of its file is `launchesADartFile`.
        "flutter: 00:00 +0: ",
        // Jest's closing summary, and Detox's trace of each test (`10:41:01.550 detox[4814] i Suite: test`): a
        // JavaScript runner's step saved as text (a CI's step log, `.txt`).
        "Test Suites: ", " detox[",
        // Karma's server (a NativeScript or Ionic app's unit tests in the Simulator) and its count per browser.
        "[karma-server]: Karma v", "]: Connected on socket ",
        // `dotnet test`'s console (VSTest: a .NET MAUI app's unit tests), as a CI saves its step's log.
        "Starting test execution, please wait", "Microsoft (R) Test Execution Command Line Tool",
        // A device runner's result lines (XHarness, a .NET MAUI app's device tests; NUnitLite's console).
        "[FAIL] ", "[PASS] ",
    ]

    /// package:test's JSON reporter (`flutter test --machine`, `--file-reporter json:…`): its first
    /// event, `{"protocolVersion":"0.1.1","runnerVersion":…,"type":"start"…}`, read as a log.
    static func isDartTestEvents(_ prefix: [UInt8]) -> Bool {
        let trimmed = skipBOMAndSpace(prefix)
        // (Compact as the reporter writes it, or re-indented with a blank after each colon by a tool that copied it.)
        let firstLine = Array(trimmed.prefix { $0 != UInt8(ascii: "\n") }).filter { $0 != UInt8(ascii: " ") }
        return startsWith(firstLine, "{") && contains(firstLine, "\"protocolVersion\"") && contains(firstLine, "\"type\":\"start\"")
    }

    static func isTestLog(_ prefix: [UInt8]) -> Bool {
        // UTF-16: read the markers in its decoded text (a byte-order mark, or a NUL in every other byte).
        let head = Array(prefix.prefix(512))
        if head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0xFE, 0xFF]) || isBinary(prefix), let order = UTF16Decoding.byteOrder(head) {
            let text = UTF16Decoding.decodedPrefix(prefix, order: order)
            return testLogMarkers.contains { contains(text, $0) }
        }
        guard isLogText(prefix) else { return false }
        return testLogMarkers.contains { contains(prefix, $0) } || isGitHubActionsTestLog(prefix)
    }

    /// What a GitHub Actions job's raw log (every line timestamped, `LogLineSplitter`) says when a
    /// step runs the tests, though their output may start after the first 64 KiB (checkout, setup).
    static let gitHubActionsTestMarkers = ["xcodebuild", "swift test", "swift build", "xcbeautify", "xcpretty"]

    static func isGitHubActionsTestLog(_ prefix: [UInt8]) -> Bool {
        let text = prefix.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(prefix.dropFirst(3)) : prefix
        let isTimestamped = text.prefix(64).withUnsafeBytes { LogLineSplitter.timestampLength($0) > 0 }
        return isTimestamped && gitHubActionsTestMarkers.contains { contains(prefix, $0) }
    }

    /// A NUL byte in the first 8 KiB: not text.
    package static func isBinary(_ prefix: [UInt8]) -> Bool {
        prefix.prefix(8192).contains(0)
    }

    /// Whether a file inside a result bundle is text that may carry secrets (logs, plists in XML),
    /// as opposed to zstd-compressed objects, SQLite, binary plists and images.
    /// Text inside a result bundle that may be redacted: not an object of the result model
    /// (`[T[K…` and `[S<length>:…` typed objects and `[{…` listings are length-prefixed; rewriting
    /// one corrupts it). Text that merely starts with `[` (`[Sync] token=…`) is text.
    package static func isRedactableBundleText(_ prefix: UnsafeRawBufferPointer) -> Bool {
        !isResultStructure(prefix) && isRedactableText(Array(prefix.prefix(8192)))
    }

    package static func isResultStructure(_ prefix: UnsafeRawBufferPointer) -> Bool {
        guard prefix.count >= 3, prefix[0] == UInt8(ascii: "[") else { return false }
        switch prefix[1] {
        case UInt8(ascii: "T"): return prefix[2] == UInt8(ascii: "[")
        case UInt8(ascii: "S"): return prefix[2] >= UInt8(ascii: "0") && prefix[2] <= UInt8(ascii: "9")
        case UInt8(ascii: "{"): return true
        default: return false
        }
    }

    /// Text whose secrets the redactor can rewrite: not a known binary format, and few control
    /// bytes (a log that caught a NUL or two from a crashing process is still a log; random or
    /// compressed bytes have one in ten; UTF-16, whose every other byte is NUL, is handled apart by
    /// `UTF16Text`).
    package static func isRedactableText(_ prefix: [UInt8]) -> Bool {
        if prefix.isEmpty { return false }
        if binaryMagics.contains(where: { prefix.starts(with: $0) }) { return false }
        if prefix.count >= 12, prefix[4...7].elementsEqual("ftyp".utf8) { return false }
        let window = prefix.prefix(8192)
        return window.lazy.filter(isControlByte).count * 32 <= window.count
    }

    /// Not tab, line feed, vertical tab, form feed, carriage return or escape (terminal colours).
    private static func isControlByte(_ byte: UInt8) -> Bool {
        (byte < 0x20 && !(0x09...0x0D).contains(byte) && byte != 0x1B) || byte == 0x7F
    }

    /// A format with magic bytes of its own (below), or an ISO media file (`ftyp`: MP4, HEIC).
    package static func isKnownBinaryFormat(_ prefix: UnsafeRawBufferPointer) -> Bool {
        if binaryMagics.contains(where: { prefix.starts(with: $0) }) { return true }
        return prefix.count >= 12 && prefix[4..<8].elementsEqual("ftyp".utf8)
    }

    /// zstd, binary plists, SQLite, PNG, JPEG, GIF, gzip, zip, PDF.
    static let binaryMagics: [[UInt8]] = [
        [0x28, 0xB5, 0x2F, 0xFD], Array("bplist0".utf8), Array("SQLite format 3".utf8), [0x89, 0x50, 0x4E, 0x47],
        [0xFF, 0xD8, 0xFF], Array("GIF8".utf8), [0x1F, 0x8B], [0x50, 0x4B, 0x03, 0x04], Array("%PDF".utf8),
    ]

    // MARK: - Bytes

    static func skipBOMAndSpace(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
        var slice = bytes[...]
        if slice.starts(with: [0xEF, 0xBB, 0xBF]) { slice = slice.dropFirst(3) }
        while let first = slice.first, first == 0x20 || first == 0x0A || first == 0x0D || first == 0x09 {
            slice = slice.dropFirst()
        }
        return slice
    }

    static func startsWith<C: Collection>(_ bytes: C, _ text: String) -> Bool where C.Element == UInt8 {
        bytes.starts(with: text.utf8)
    }

    static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
        ByteSearch.contains(bytes, text)
    }
}

package enum DiscoveryNames {
    /// ".txt" for "a.b.txt", "" for "Makefile" and ".hidden".
    package static func extensionOf(_ name: String) -> String {
        splitExtension(name).ext
    }

    /// A file name's stem and its extension (the last dot on; none for a leading dot).
    package static func splitExtension(_ name: String) -> (stem: String, ext: String) {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return (name, "") }
        return (String(name[..<dot]), String(name[dot...]))
    }
}

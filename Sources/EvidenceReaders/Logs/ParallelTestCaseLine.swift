import EvidenceCore

/// Parallel testing: `Test case 'Class.test()' passed on 'Clone 1 of iPhone 16 - App (1234)' (0.001 seconds)`
/// (also `-[Module.Class test]` names, and `failed`/`skipped`). Clone names contain quotes-free text,
/// so the split is at the last `' passed on '`-style marker.
struct ParallelTestCaseLine {
    static let prefix = [UInt8](ascii: "Test case '")
    /// The same result with XCTest's own capital and its `-[Module.Suite test]` name, as some CI logs print a clone's.
    static let capitalPrefix = [UInt8](ascii: "Test Case '")
    static let markers: [(XCTestCaseLine.Event, [UInt8])] = [
        (.passed, [UInt8](ascii: "' passed on '")),
        (.failed, [UInt8](ascii: "' failed on '")),
        (.skipped, [UInt8](ascii: "' skipped on '")),
        (.started, [UInt8](ascii: "' started on '")),
    ]

    let rawName: String
    let event: XCTestCaseLine.Event
    let device: String
    let duration: Double?
    /// A failure printed in place of the duration: `failed on '…' (/path/TodaySummaryTests.swift:18: XCTAssertEqual failed: …)`.
    let failure: (location: SourceLocation, message: String)?

    init?(_ line: LogLine) {
        guard line.hasPrefix(Self.prefix) || line.hasPrefix(Self.capitalPrefix) else { return nil }
        for (event, marker) in Self.markers {
            guard let found = line.firstIndex(of: marker, from: Self.prefix.count), found > Self.prefix.count else { continue }
            rawName = line.text(Self.prefix.count..<found)
            self.event = event
            let deviceStart = found + marker.count
            // (The device ends at its quote before ` (`: a failure's message after it may hold quotes of its own.)
            let deviceEnd = line.firstIndex(of: [UInt8(ascii: "'"), 0x20, UInt8(ascii: "(")], from: deviceStart) ?? line.lastIndex(of: UInt8(ascii: "'")) ?? line.count
            device = deviceEnd > deviceStart ? line.text(deviceStart..<deviceEnd) : ""
            if let open = line.lastIndex(of: UInt8(ascii: "(")), open > deviceEnd {
                duration = SecondsText.parse(line, from: open + 1)
            } else {
                duration = nil
            }
            failure = event == .failed && duration == nil && deviceEnd + 3 < line.count ? Self.placedFailure(line.text(from: deviceEnd + 3)) : nil
            return
        }
        return nil
    }

    /// `/path/File.swift:18: message)` → the place and the message (its closing parenthesis dropped).
    static func placedFailure(_ text: String) -> (location: SourceLocation, message: String)? {
        guard text.hasPrefix("/"), text.hasSuffix(")"), let separator = text.range(of: ": "),
              let location = FileLineLocation.parse(text[..<separator.lowerBound]), location.file.contains(".") else { return nil }
        let message = text[separator.upperBound...].dropLast()
        return message.isEmpty ? nil : (location, String(message))
    }
}

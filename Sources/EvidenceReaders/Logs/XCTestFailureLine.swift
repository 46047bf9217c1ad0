import EvidenceCore

/// An XCTest assertion failure: `/path/File.swift:13: error: -[Module.Class test] : message` (or the
/// Linux form `…: error: Class.test : message`). Expectation timeouts arrive the same way
/// (`Asynchronous wait failed: Exceeded timeout of 5 seconds, with unfulfilled expectations: …`).
/// Lines after it that no pattern claims are the rest of a multi-line message. A Swift Testing issue as xcodebuild
/// prints it may carry its column (`/path/StoreTests.swift:11:9: error: StoreTests/loadsProducts() : message`); a
/// place with a column is otherwise a compiler's diagnostic, never a test's.
struct XCTestFailureLine {
    static let marker = [UInt8](ascii: ": error: ")
    static let objcNameEnd = [UInt8](ascii: "] : ")
    static let nameEnd = [UInt8](ascii: " : ")

    let location: SourceLocation
    let rawName: String
    let message: String

    init?(_ line: LogLine) {
        guard let error = line.firstIndex(of: Self.marker),
              let (location, hasColumn) = FileLineLocation.parse(line, endingAt: error)
        else { return nil }
        let nameStart = error + Self.marker.count
        let nameEnd: Int
        let messageStart: Int
        if line.hasPrefix([UInt8(ascii: "-"), UInt8(ascii: "[")], at: nameStart) {
            guard let end = line.firstIndex(of: Self.objcNameEnd, from: nameStart) else { return nil }
            nameEnd = end + 1
            messageStart = end + Self.objcNameEnd.count
        } else {
            guard let end = line.firstIndex(of: Self.nameEnd, from: nameStart),
                  line.firstIndex(of: UInt8(ascii: " "), from: nameStart) == end
            else { return nil }
            nameEnd = end
            messageStart = end + Self.nameEnd.count
        }
        rawName = line.text(nameStart..<nameEnd)
        guard !hasColumn || (rawName.contains("/") && rawName.hasSuffix(")")) else { return nil }
        message = line.text(from: messageStart)
        self.location = location.line == 0 ? Self.crashFrameLocation(location, in: message) : location
    }

    /// Xcode reports a crash at line 0 of the test's file (`Tests.swift:0: error: … : Crash: …`); the
    /// crash's frames name the test's line (`… testX() (Tests.swift:11)`): that line, where one does.
    static func crashFrameLocation(_ location: SourceLocation, in message: String) -> SourceLocation {
        let name = location.file.split(separator: "/").last.map(String.init) ?? location.file
        guard let range = message.range(of: "(\(name):") else { return location }
        let digits = message[range.upperBound...].prefix { $0.isNumber }
        guard let number = Int(digits), number > 0, message[range.upperBound...].dropFirst(digits.count).first == ")" else { return location }
        return SourceLocation(file: location.file, line: number, column: location.column)
    }
}

/// `path:line` or `path:line:column` ending exactly at `end`, with the path starting at `start`.
enum FileLineLocation {
    static func parse(_ line: LogLine, from start: Int = 0, endingAt end: Int) -> (location: SourceLocation, hasColumn: Bool)? {
        guard let lastColon = line.lastIndex(of: UInt8(ascii: ":"), before: end), lastColon > start,
              let last = line.decimal(at: lastColon + 1), last.end == end
        else { return nil }
        if let previous = line.lastIndex(of: UInt8(ascii: ":"), before: lastColon), previous > start,
           let number = line.decimal(at: previous + 1), number.end == lastColon {
            return (SourceLocation(file: line.text(start..<previous), line: number.value, column: last.value), true)
        }
        return (SourceLocation(file: line.text(start..<lastColon), line: last.value), false)
    }

    /// `path:line` as text, blanks around it dropped (Buck's place line, Cucumber's `# features/x.feature:11`).
    static func parse(_ text: Substring) -> SourceLocation? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let colon = trimmed.lastIndex(of: ":"), let line = Int(trimmed[trimmed.index(after: colon)...]), line > 0 else { return nil }
        return SourceLocation(file: String(trimmed[..<colon]), line: line)
    }
}

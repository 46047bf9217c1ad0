import EvidenceCore
import Foundation

/// A line of a crash report a CI step printed into the log (`.ips` symbolicated), which names the
/// crashed process and what ended it:
///
///     Process:               Tidepool [41822]
///     Exception Type:        EXC_BAD_ACCESS (SIGSEGV)
///
/// xcodebuild named the crash under the test (`Crash: Tidepool (41822) objc_msgSend`): the process id
/// ties the report's exception to that test.
package struct CrashReportLine {
    enum Kind: Equatable {
        case process(pid: Int)
        case exception(String)
    }

    static let process = [UInt8](ascii: "Process:")
    static let exceptionType = [UInt8](ascii: "Exception Type:")

    let kind: Kind

    init?(_ line: LogLine) {
        if line.hasPrefix(Self.process) {
            let text = line.text(from: Self.process.count)
            guard let open = text.lastIndex(of: "["), text.hasSuffix("]"),
                  let pid = Int(text[text.index(after: open)..<text.index(before: text.endIndex)])
            else { return nil }
            kind = .process(pid: pid)
        } else if line.hasPrefix(Self.exceptionType) {
            let text = line.text(from: Self.exceptionType.count).trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty else { return nil }
            kind = .exception(text)
        } else {
            return nil
        }
    }

    /// `(41822)` in xcodebuild's crash message for a test: the process it names.
    package static func crashedProcess(in message: String) -> Int? {
        guard let crash = message.range(of: "Crash: "), let open = message[crash.upperBound...].firstIndex(of: "("),
              let close = message[open...].firstIndex(of: ")")
        else { return nil }
        return Int(message[message.index(after: open)..<close])
    }

    /// The process a console line or a crash names: xcodebuild's `Crash: App (41822)`, a crash report's
    /// `App (41822) crashed: …`, or a console line's `App[41822:1903110]`.
    package static func processID(in text: String) -> Int? {
        if let pid = crashedProcess(in: text) { return pid }
        // A crash report's first line, as the report readers write it: `<time> App (41822) crashed: EXC_…`.
        if let crashed = text.range(of: ") crashed: "), let open = text[..<crashed.lowerBound].lastIndex(of: "("),
           let pid = Int(text[text.index(after: open)..<crashed.lowerBound]) { return pid }
        guard let open = text.firstIndex(of: "["), open > text.startIndex, text[text.index(before: open)].isLetter else { return nil }
        let digits = text[text.index(after: open)...].prefix { $0.isNumber }
        guard !digits.isEmpty, let next = text[text.index(after: open)...].dropFirst(digits.count).first, next == ":" || next == "]" else { return nil }
        return Int(digits)
    }
}

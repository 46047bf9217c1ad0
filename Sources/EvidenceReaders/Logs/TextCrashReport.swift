import EvidenceCore
import Foundation

/// A crash report in the text form macOS's DiagnosticReports and Xcode's device logs keep (`.crash`:
/// `Incident Identifier:`, `Process:  App [51873]`, `Identifier:`, `Date/Time:`, `Exception Type:`,
/// then each thread's frames, the crashed one `Thread 4 Crashed::`, and an Objective-C exception's
/// `Last Exception Backtrace:`), as a job copies it beside its log. Read line by line, bounded, into
/// lines of the form `IPSCrashReport` gives a JSON report (the frames of the exception's backtrace
/// where the report has one, which name the code that threw), so one reading ties either to a test:
///
///     2025-08-22 14:05:48.0411+0000 Brambleway (51873) crashed: EXC_CRASH (SIGABRT) on queue com.apple.root.user-initiated-qos.cooperative [com.brambleway.ios]
///         8  Brambleway.debug.dylib  AppDelegate.userNotificationCenter(_:didReceive:) (AppDelegate.swift:33)
package struct TextCrashReport {
    private var process: (name: Substring, pid: Substring?)?
    private var bundle: Substring?
    private var time: String?
    private var exception: Substring?
    private var queue: Substring?
    /// The frames the exception was thrown from (they name the code that threw; the crashed thread
    /// then shows only the runtime's terminate), else the crashed thread's.
    private var exceptionFrames: [String] = []
    private var crashedFrames: [String] = []
    private var section = Section.header
    /// The queue the last `Thread N name:` line named, and that thread (`Thread N`).
    private var lastThreadQueue: (thread: Substring, queue: Substring)?

    private enum Section { case header, applicationInformation, exceptionBacktrace, crashedThread, otherThread }
    /// What the libraries said as the process ended (`*** Terminating app due to uncaught exception …`).
    private var said: [Substring] = []
    /// The line after `Termination Reason: TCC 0` says why (TCC's `This app has crashed because it
    /// attempted to access privacy-sensitive data without a usage description…`).
    private var awaitsTerminationText = false

    /// Whether the log's first line opens a text crash report: `Incident Identifier:`, `Process:` (older
    /// macOS reports), or the rule of dashes macOS writes over `Translated Report (Full Report Below)` —
    /// a rule any log may open with (fastlane's step banner), so that one is a report only once its
    /// second line says so (`isReport`).
    static func isHeader(_ line: LogLine) -> Bool {
        guard line.number == 1 else { return false }
        var end = line.count
        if end > 0, line[end - 1] == 0x0D { end -= 1 }
        return line.hasPrefix(incident) || line.hasPrefix(processField) || (end >= 20 && (0..<end).allSatisfy { line[$0] == UInt8(ascii: "-") })
    }

    /// False after a rule of dashes whose next line is not the report's title: the log is no crash report.
    private(set) var isReport = true
    private var confirmed = false

    private static let incident = [UInt8](ascii: "Incident Identifier:")
    private static let processField = [UInt8](ascii: "Process:")
    private static let translated = [UInt8](ascii: "Translated Report")

    mutating func append(_ line: LogLine) {
        guard confirms(line) else { return }
        let text = Substring(line.text).trimmingTrailingBlanks()
        if text.isEmpty {
            if section != .header { section = .otherThread }
            return
        }
        if opensSection(text) { return }
        switch section {
        // (A signal's reason has no text under it: the next line is the header's next field.)
        case .header where awaitsTerminationText && !CrashedThreadReport.isHeader(String(text)):
            awaitsTerminationText = false
            if said.count < IPSCrashReport.maximumSaidLines { said.append(text.prefix(500)) }
        case .header:
            awaitsTerminationText = false
            readField(text)
        case .applicationInformation: if said.count < IPSCrashReport.maximumSaidLines { said.append(text.prefix(500)) }
        case .exceptionBacktrace: if exceptionFrames.count < IPSCrashReport.maximumFrames, let frame = Self.frame(text) { exceptionFrames.append(frame) }
        case .crashedThread: if crashedFrames.count < IPSCrashReport.maximumFrames, let frame = Self.frame(text) { crashedFrames.append(frame) }
        case .otherThread: break
        }
    }

    /// Whether `line` is the report's to read: the report's first two lines decide whether it is one
    /// (`isReport`); `Process:`, a first line, is a field too.
    private mutating func confirms(_ line: LogLine) -> Bool {
        guard !confirmed else { return true }
        if line.number == 1 {
            confirmed = line.hasPrefix(Self.incident) || line.hasPrefix(Self.processField)
            return line.hasPrefix(Self.processField)
        }
        confirmed = line.hasPrefix(Self.translated)
        isReport = confirmed
        return false
    }

    /// A section's heading (`Last Exception Backtrace:`, `Application Specific Information:`, `Thread 4
    /// Crashed::`, another thread's, `Binary Images:`): the section it opens is now read.
    private mutating func opensSection(_ text: Substring) -> Bool {
        if text.hasPrefix("Last Exception Backtrace:") { section = .exceptionBacktrace; return true }
        if text.hasPrefix(IPSCrashReport.applicationSpecific) { section = .applicationInformation; return true }
        if text.hasPrefix("Binary Images:") { section = .otherThread; return true }
        guard text.hasPrefix("Thread ") else { return false }
        if let marks = text.range(of: " Crashed:") {
            section = .crashedThread
            if let dispatch = text[marks.upperBound...].range(of: "Dispatch queue: ") { queue = text[dispatch.upperBound...] }
            // An iOS report names the thread's queue on the line before (`Thread 0 name:  Dispatch queue: …`).
            else if let named = lastThreadQueue, named.thread == text[..<marks.lowerBound] { queue = named.queue }
            return true
        }
        if let name = text.range(of: " name:"), let dispatch = text.range(of: "Dispatch queue: ") {
            lastThreadQueue = (text[..<name.lowerBound], text[dispatch.upperBound...])
        }
        section = .otherThread
        return true
    }

    private mutating func readField(_ text: Substring) {
        guard let colon = text.firstIndex(of: ":") else { return }
        let value = text[text.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
        switch text[..<colon] {
        case "Process": process = Self.processField(value)
        case "Identifier": bundle = value
        case "Date/Time": time = IPSCrashReport.timePrefix(String(value))
        case "Exception Type": exception = value
        case "Termination Reason": awaitsTerminationText = true
        default: break
        }
    }

    /// A report's `Process:` value, `Brambleway [51873]`: the name and the process id (a spindump's too).
    static func processField(_ value: Substring) -> (name: Substring, pid: Substring?) {
        guard let open = value.lastIndex(of: "["), value.hasSuffix("]") else { return (value, nil) }
        return (value[..<open].trimmingTrailingBlanks(), value[value.index(after: open)..<value.index(before: value.endIndex)])
    }

    /// `8   Brambleway.debug.dylib   0x10299b81c closure #1 in AppDelegate.f() + 120 (AppDelegate.swift:33)`
    /// as `    8  Brambleway.debug.dylib  closure #1 in AppDelegate.f() (AppDelegate.swift:33)`; nil for a line
    /// that is no frame. The image may hold blanks (`CairnWatch Watch App`): it runs to the address; an
    /// inlined frame's closing ` [inlined]` is dropped.
    static func frame(_ text: Substring) -> String? {
        let number = text.prefix { $0.isNumber }
        guard !number.isEmpty else { return nil }
        var rest = text[number.endIndex...]
        guard rest.first == " " || rest.first == "\t" else { return nil }
        // The address: the first `0x…` token after the image.
        var cursor = rest.startIndex
        var address: Range<Substring.Index>?
        while let found = rest.range(of: "0x", range: cursor..<rest.endIndex) {
            let before = rest[rest.index(before: found.lowerBound)]
            if before == " " || before == "\t" { address = found; break }
            cursor = found.upperBound
        }
        guard let address else { return nil }
        let image = rest[..<address.lowerBound].trimmingCharacters(in: .whitespaces)
        rest = rest[address.upperBound...].drop { $0.isHexDigit }.drop { $0 == " " }
        guard !image.isEmpty, !rest.isEmpty else { return nil }
        if rest.hasSuffix(" [inlined]") { rest = rest.dropLast(" [inlined]".count) }
        var symbol = rest
        var place = ""
        if symbol.hasSuffix(")"), let open = symbol.range(of: " (", options: .backwards),
           symbol[open.upperBound...].contains(":") || symbol[open.upperBound...].contains(".swift") || symbol[open.upperBound...].contains(".m") {
            place = " " + symbol[symbol.index(after: open.lowerBound)...]
            symbol = symbol[..<open.lowerBound]
        }
        if let offset = symbol.range(of: " + ", options: .backwards), symbol[offset.upperBound...].allSatisfy(\.isNumber) { symbol = symbol[..<offset.lowerBound] }
        return "    \(number)  \(image)  \(symbol)\(place)"
    }

    /// The crash as lines; none when the report named no process.
    func lines() -> [String] {
        guard let process else { return [] }
        let pid = process.pid.map { " (\($0))" } ?? ""
        let queue = self.queue.map { " on queue \($0)" } ?? ""
        let bundle = self.bundle.map { " [\($0)]" } ?? ""
        let head = "\(time ?? "")\(process.name)\(pid) crashed: \(exception ?? "a crash")\(queue)\(bundle)"
        return [head] + said.map { "    \(IPSCrashReport.applicationSpecific) \($0)" } + (exceptionFrames.isEmpty ? crashedFrames : exceptionFrames)
    }
}

extension Substring {
    fileprivate func trimmingTrailingBlanks() -> Substring {
        var end = endIndex
        while end > startIndex, [" ", "\t", "\r"].contains(self[index(before: end)]) { end = index(before: end) }
        return self[..<end]
    }
}

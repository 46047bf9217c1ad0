import EvidenceCore

/// A crash report in the text form macOS's DiagnosticReports and Xcode's device logs keep (`.crash`:
/// `Incident Identifier:`, `Process:  App [51873]`, `Identifier:`, `Date/Time:`, `Exception Type:`,
/// then each thread's frames, the crashed one `Thread 4 Crashed::`, and an Objective-C exception's
/// `Last Exception Backtrace:`), as a job copies it beside its log. Read line by line, bounded, into
/// the lines `IPSCrashReport` gives a JSON report, so one reading ties either to a test:
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

    private enum Section { case header, exceptionBacktrace, crashedThread, otherThread }

    /// Whether the log's first line opens a text crash report: `Incident Identifier:`, or the rule of
    /// dashes macOS writes over `Translated Report (Full Report Below)` — a rule any log may open with
    /// (fastlane's step banner), so the report is only `likely` until its second line says so.
    static func isHeader(_ line: LogLine) -> Bool {
        guard line.number == 1 else { return false }
        var end = line.count
        if end > 0, line[end - 1] == 0x0D { end -= 1 }
        return line.hasPrefix(incident) || (end >= 20 && (0..<end).allSatisfy { line[$0] == UInt8(ascii: "-") })
    }

    /// False after a rule of dashes whose next line is not the report's title: the log is no crash report.
    private(set) var isReport = true
    private var confirmed = false

    private static let incident = [UInt8](ascii: "Incident Identifier:")
    private static let translated = [UInt8](ascii: "Translated Report")

    mutating func append(_ line: LogLine) {
        if !confirmed {
            if line.number == 1 {
                confirmed = line.hasPrefix(Self.incident)
                return
            }
            confirmed = line.hasPrefix(Self.translated)
            isReport = confirmed
            return
        }
        let text = Substring(line.text).trimmingTrailingBlanks()
        if text.isEmpty {
            if section != .header { section = .otherThread }
            return
        }
        if text.hasPrefix("Last Exception Backtrace:") { section = .exceptionBacktrace; return }
        if text.hasPrefix("Thread "), let marks = text.range(of: " Crashed:") {
            section = .crashedThread
            if let dispatch = text[marks.upperBound...].range(of: "Dispatch queue: ") { queue = text[dispatch.upperBound...] }
            return
        }
        if text.hasPrefix("Thread ") || text.hasPrefix("Binary Images:") { section = .otherThread; return }
        switch section {
        case .header: readField(text)
        case .exceptionBacktrace: if exceptionFrames.count < IPSCrashReport.maximumFrames, let frame = Self.frame(text) { exceptionFrames.append(frame) }
        case .crashedThread: if crashedFrames.count < IPSCrashReport.maximumFrames, let frame = Self.frame(text) { crashedFrames.append(frame) }
        case .otherThread: break
        }
    }

    private mutating func readField(_ text: Substring) {
        guard let colon = text.firstIndex(of: ":") else { return }
        let value = text[text.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
        switch text[..<colon] {
        case "Process":
            // `Brambleway [51873]`
            if let open = value.lastIndex(of: "["), value.hasSuffix("]") {
                process = (value[..<open].trimmingTrailingBlanks(), value[value.index(after: open)..<value.index(before: value.endIndex)])
            } else {
                process = (value, nil)
            }
        case "Identifier": bundle = value
        case "Date/Time": time = IPSCrashReport.timePrefix(String(value))
        case "Exception Type": exception = value
        default: break
        }
    }

    /// `8   Brambleway.debug.dylib   0x10299b81c closure #1 in AppDelegate.f() + 120 (AppDelegate.swift:33)`
    /// as `    8  Brambleway.debug.dylib  closure #1 in AppDelegate.f() (AppDelegate.swift:33)`; nil for a line that is no frame.
    static func frame(_ text: Substring) -> String? {
        let fields = text.split(maxSplits: 3, whereSeparator: { $0 == " " || $0 == "\t" })
        guard fields.count == 4, fields[0].allSatisfy(\.isNumber), fields[2].hasPrefix("0x") else { return nil }
        var symbol = fields[3][...]
        var place = ""
        if symbol.hasSuffix(")"), let open = symbol.range(of: " (", options: .backwards),
           symbol[open.upperBound...].contains(":") || symbol[open.upperBound...].contains(".swift") || symbol[open.upperBound...].contains(".m") {
            place = " " + symbol[symbol.index(after: open.lowerBound)...]
            symbol = symbol[..<open.lowerBound]
        }
        if let offset = symbol.range(of: " + ", options: .backwards), symbol[offset.upperBound...].allSatisfy(\.isNumber) { symbol = symbol[..<offset.lowerBound] }
        return "    \(fields[0])  \(fields[1])  \(symbol)\(place)"
    }

    /// The crash as lines; none when the report named no process.
    func lines() -> [String] {
        guard let process else { return [] }
        let pid = process.pid.map { " (\($0))" } ?? ""
        let queue = self.queue.map { " on queue \($0)" } ?? ""
        let bundle = self.bundle.map { " [\($0)]" } ?? ""
        let head = "\(time ?? "")\(process.name)\(pid) crashed: \(exception ?? "a crash")\(queue)\(bundle)"
        return [head] + (exceptionFrames.isEmpty ? crashedFrames : exceptionFrames)
    }
}

extension Substring {
    fileprivate func trimmingTrailingBlanks() -> Substring {
        var end = endIndex
        while end > startIndex, [" ", "\t", "\r"].contains(self[index(before: end)]) { end = index(before: end) }
        return self[..<end]
    }
}

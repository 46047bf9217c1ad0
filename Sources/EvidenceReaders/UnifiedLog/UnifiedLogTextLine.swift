import EvidenceCore

/// The first line of one entry of a `log show` export in a text style, read into what triage reads
/// of an entry: its time, process, pid and message. The three text styles, as public captures print
/// them (each under the header line `log` writes first):
///
///     Timestamp               Ty Process[PID:TID]                                      --style compact
///     2026-09-02 19:02:24.184 Df VyaBusinessiPad[8931:28be9a] [BackgroundTask] Will add backgroundTask
///
///     Timestamp                       Thread     Type        Activity             PID    TTL   (default)
///     2026-03-15 14:14:18.429540-0500 0x18538    Default     0x0                  120    8    dasd: [com.apple.duetactivityscheduler:scoring] '…' CurrentScore: 0.888734, ThresholdScore: 0.694377 DecisionToRun:1
///
///     Timestamp                       (process)[PID]                                           --style syslog
///     2026-03-15 14:14:18.429540-0500  localhost dasd[120]: (DuetActivityScheduler) [com.apple.duetactivityscheduler:scoring] …
///
/// (compact: `xcrun simctl spawn <udid> log show --style compact` captures kept as public projects'
/// test fixtures; default: a public macOS `log show` capture of dasd's scoring.) A line that does not
/// begin with a date continues the entry before it (a message's own line breaks).
///
/// And the two copies of such entries (`Corpus/UnifiedLog/README.md` names where each was seen):
///
///     default\t12:50:37.643042+0900\tdasd\tSubmitted Activity: bgProcessing-…:BF1929 at priority 10 <private>    Console.app
///     09:30:54.355540+0200\tRunner\tHandling launch from daemon for activities: {(                           (no type column)
///     Sep 30 11:00:15 host dasd(DuetActivitySchedulerDaemon)[139] <Notice>: Submitted Activity: …              a device's syslog
///
/// A Console copy has a time of day and no date: its lines keep the time as written.
struct UnifiedLogTextLine {
    var timestamp: String
    var process: String
    var processID: String?
    var message: String

    /// `<timestamp> <process>[<pid>]: <message>`: the form `UnifiedLogEntry.line` gives an ndjson
    /// entry, so the same signals read both.
    var line: String {
        "\(timestamp) \(process)\(processID.map { "[\($0)]" } ?? ""): \(message)"
    }

    init?(_ line: LogLine, style: UnifiedLogStyle) {
        switch style {
        case .console:
            guard let entry = Self.consoleCopy(line) else { return nil }
            self = entry
            return
        case .deviceSyslog:
            guard let entry = Self.deviceSyslog(line) else { return nil }
            self = entry
            return
        default: break
        }
        guard let dateEnd = Self.timestampEnd(line) else { return nil }
        timestamp = line.text(0..<dateEnd)
        let rest = line.text(from: dateEnd).drop { $0 == " " || $0 == "\t" }
        switch style {
        case .compact:
            // `Df ` (or `A  `, `E  `): the type, two characters and a space, then `process[pid:tid] message`.
            let type = rest.prefix(3)
            guard type.count == 3, type.last == " ", type.first?.isUppercase == true else { return nil }
            let afterType = rest.dropFirst(2).drop { $0 == " " }
            guard let (process, pid, message) = Self.bracketed(afterType) else { return nil }
            (self.process, processID, self.message) = (process, pid.split(separator: ":").first.map(String.init), message)
        case .syslog:
            // `localhost process[pid]: message`: the host, then the process.
            let afterHost = rest.drop { $0 != " " }.drop { $0 == " " }
            guard let (process, pid, message) = Self.bracketed(afterHost), message.hasPrefix(":") else { return nil }
            (self.process, processID, self.message) = (process, pid, String(message.dropFirst().drop { $0 == " " }))
        case .standard:
            guard let (process, pid, message) = Self.standardFields(rest) else { return nil }
            (self.process, processID, self.message) = (process, pid, message)
        case .ndjson, .json, .console, .deviceSyslog:
            return nil
        }
    }

    /// The default style's columns after the time: thread, type, activity, pid and TTL, then
    /// `process: message`.
    private static func standardFields(_ rest: Substring) -> (String, String, String)? {
        var fields = rest
        var pid: Substring = ""
        for index in 0..<5 {
            let field = fields.prefix { $0 != " " && $0 != "\t" }
            guard !field.isEmpty else { return nil }
            if index == 3 { pid = field }
            fields = fields.dropFirst(field.count).drop { $0 == " " || $0 == "\t" }
        }
        guard let colon = fields.range(of: ": ") else { return nil }
        return (String(fields[..<colon.lowerBound]), String(pid), String(fields[colon.upperBound...]))
    }

    private init(timestamp: Substring, process: Substring, processID: Substring?, message: Substring) {
        (self.timestamp, self.process, self.processID, self.message) = (String(timestamp), String(process), processID.map(String.init), String(message))
    }

    /// The types Console.app writes in a copy's first column, when it shows that column.
    static let consoleTypes: Set<Substring> = ["default", "info", "debug", "error", "fault", "activity"]

    /// `[type\t]time\tprocess\tmessage`, the time `12:50:37.542766+0900`.
    private static func consoleCopy(_ line: LogLine) -> UnifiedLogTextLine? {
        let text = line.text
        var rest = Substring(text)
        if let tab = rest.firstIndex(of: "\t"), consoleTypes.contains(rest[..<tab]) { rest = rest[rest.index(after: tab)...] }
        let fields = rest.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
        guard fields.count == 3, isClock(fields[0]), !fields[1].isEmpty, fields[1].first != " " else { return nil }
        return UnifiedLogTextLine(timestamp: fields[0], process: fields[1], processID: nil, message: fields[2])
    }

    /// `13:09:36`, `13:09:36.387408`, `13:09:36.387408+0900`: nothing else.
    static func isClock(_ text: Substring) -> Bool {
        let bytes = Array(text.utf8)
        func digits(_ range: Range<Int>) -> Bool { range.upperBound <= bytes.count && range.allSatisfy { bytes[$0] >= 0x30 && bytes[$0] <= 0x39 } }
        guard bytes.count >= 8, digits(0..<2), bytes[2] == 0x3A, digits(3..<5), bytes[5] == 0x3A, digits(6..<8) else { return false }
        var index = 8
        if index < bytes.count, bytes[index] == 0x2E {
            index += 1
            while index < bytes.count, digits(index..<index + 1) { index += 1 }
        }
        if index < bytes.count, bytes[index] == 0x2B || bytes[index] == 0x2D, digits(index + 1..<index + 5) { index += 5 }
        return index == bytes.count
    }

    static let months: Set<Substring> = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `Sep 30 11:00:15 host process(library)[pid] <Level>: message` (or `Sep 30 11:00:15.028006 …`).
    private static func deviceSyslog(_ line: LogLine) -> UnifiedLogTextLine? {
        let text = line.text
        let fields = text.split(separator: " ", maxSplits: 4, omittingEmptySubsequences: true)
        // (Its clock with microseconds too, as idevicesyslog reads os_trace_relay: `Nov 21 10:41:03.028006`.)
        // (Read as `LogTimestamp.syslogWallClock` places it: a line kept is one it can place.)
        guard fields.count == 5, months.contains(fields[0]), fields[1].count <= 2, fields[1].allSatisfy(\.isNumber), LogTimestamp.syslogClock(fields[2]) != nil,
            let open = fields[4].firstIndex(of: "["), let close = fields[4][open...].firstIndex(of: "]"),
            fields[4][close...].hasPrefix("] <"), let level = fields[4][close...].range(of: ">: ")
        else { return nil }
        let pid = fields[4][fields[4].index(after: open)..<close]
        guard !pid.isEmpty, pid.allSatisfy(\.isNumber) else { return nil }
        // `dasd(DuetActivitySchedulerDaemon)`: the process, then the library that logged.
        let process = fields[4][..<open].prefix { $0 != "(" }
        guard !process.isEmpty else { return nil }
        let timestamp = text[fields[0].startIndex..<fields[2].endIndex]
        return UnifiedLogTextLine(timestamp: timestamp, process: process, processID: pid, message: fields[4][level.upperBound...])
    }

    /// `process[pid…] message` (the process's name may hold spaces: `Talaria 27[25670:433ee4]`).
    private static func bracketed(_ text: Substring) -> (String, String, String)? {
        guard let open = text.firstIndex(of: "["), let close = text[open...].firstIndex(of: "]"), open > text.startIndex else { return nil }
        let inside = text[text.index(after: open)..<close]
        guard !inside.isEmpty, inside.allSatisfy({ $0.isHexDigit || $0 == ":" }) else { return nil }
        return (String(text[..<open]), String(inside), String(text[text.index(after: close)...].drop { $0 == " " }))
    }

    /// Where the date and time a line begins with end (`2026-03-15 14:14:18.429540-0500`,
    /// `2026-09-02 19:02:24.184`), or nil when it begins with none.
    static func timestampEnd(_ line: LogLine) -> Int? {
        guard line.count >= 19 else { return nil }
        func digit(_ index: Int) -> Bool { line[index] >= 0x30 && line[index] <= 0x39 }
        let shape = [0, 1, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18].allSatisfy(digit)
        guard shape, line[4] == 0x2D, line[7] == 0x2D, line[10] == 0x20, line[13] == 0x3A, line[16] == 0x3A else { return nil }
        var index = 19
        if index < line.count, line[index] == 0x2E {
            index += 1
            while index < line.count, digit(index) { index += 1 }
        }
        // A zone: `-0500`, `+0000`.
        if index + 5 <= line.count, line[index] == 0x2B || line[index] == 0x2D, (index + 1..<index + 5).allSatisfy(digit) { index += 5 }
        return index
    }
}

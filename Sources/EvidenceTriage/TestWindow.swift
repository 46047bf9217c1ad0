import EvidenceCore
import EvidenceReaders
import Foundation

/// A failed test's time, on the clock of the Mac that ran it, and the unified-log lines its app logged
/// in that time. A UI test's app runs in a process of its own: when it dies under the test (an
/// exception the system raised in it), the test's log says only that the next step failed, and the
/// device's log says why. A line is placed by the clock it was written with, its zone left out: XCTest
/// writes its times with none, and both come from the Mac's clock (`LogTimestamp.wallClock`).
package struct TestWindow {
    /// A test with no duration (the log ends, its process crashed): this long after its start.
    static let unknownDuration = 60.0

    package let start: Date
    package let end: Date
    /// When the next failed test that says it crashed started, if one did after this one: from then on
    /// what the app wrote (its crash report above all) is that test's, not a moment after this one's end.
    package let handedOver: Date?
    /// When the next failed test started, if one did after this one: the device's lines from then on
    /// are that test's, whatever this one's duration says (it counts its tear-down; a start is exact).
    package let nextStarted: Date?

    package init?(test: TestResult, start: Date?, handedOver: Date? = nil, nextStarted: Date? = nil) {
        guard let start else { return nil }
        // No slack either side: tests follow each other within milliseconds, and a line a moment
        // outside is the test before's or after's. A device whose clock strays places fewer lines:
        // none is better than another test's.
        self.start = start
        end = start.addingTimeInterval(test.duration ?? Self.unknownDuration)
        self.handedOver = handedOver.flatMap { $0 > start ? $0 : nil }
        self.nextStarted = nextStarted.flatMap { $0 > start ? $0 : nil }
    }

    /// The next start after `start` among `starts` (sorted): of the failed tests that say they crashed
    /// (`handedOver`), or of every failed test (`nextStarted`).
    static func handedOver(after start: Date?, among starts: [Date]) -> Date? {
        start.flatMap { start in starts.first { $0 > start } }
    }

    /// Whether `time` falls in this window, or `after` seconds past its end — never once another crashed test began.
    func holds(_ time: Date, before: TimeInterval = 0, after: TimeInterval = 0) -> Bool {
        time >= start.addingTimeInterval(-before) && time <= end.addingTimeInterval(after) && handedOver.map { time < $0 } != false
    }

    /// Whether a crash report written at `time` may be this test's: from its start until the next failed
    /// test started (a report follows its crash by seconds, the app's relaunch by more — past the test's end).
    func holdsReport(writtenAt time: Date) -> Bool {
        time >= start && nextStarted.map { time < $0 } != false && handedOver.map { time < $0 } != false
    }

    /// The lines of `lines` written in this window by `app`'s process, or naming it.
    func lines(of app: AppUnderTest, in lines: TimedLines) -> [EvidencePointer] {
        let until = [end, handedOver, nextStarted.map { $0.addingTimeInterval(-0.001) }].compactMap { $0 }.min() ?? end
        return lines.written(from: start, to: until).filter { app.wrote($0.excerpt ?? "") }
    }
}

/// A unified log's lines by the clock they were written with (`LogTimestamp.wallClock`), read once
/// and sorted: each failed test's window is then a binary search, not a parse of every line.
struct TimedLines {
    private let entries: [(time: Date, line: EvidencePointer)]

    /// `near`: a time of the run (its first test's start), which gives a device syslog's lines the year they lack.
    init(_ lines: [EvidencePointer], near reference: Date? = nil) {
        entries = lines.compactMap { line in LogTimestamp.wallClock(of: line.excerpt ?? "", near: reference).map { ($0, line) } }
            .enumerated().sorted { $0.element.0 != $1.element.0 ? $0.element.0 < $1.element.0 : $0.offset < $1.offset }.map(\.element)
    }

    var isEmpty: Bool { entries.isEmpty }

    /// When the first line was written.
    var firstTime: Date? { entries.first?.time }

    /// When each of `lines` that is among these was written.
    func timesByLine(of lines: Set<EvidencePointer>) -> [EvidencePointer: Date] {
        var times: [EvidencePointer: Date] = [:]
        for entry in entries where lines.contains(entry.line) { times[entry.line] = entry.time }
        return times
    }

    /// The lines written from `start` to `end`, both included, in time order.
    func written(from start: Date, to end: Date) -> [EvidencePointer] {
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].time < start { low = middle + 1 } else { high = middle }
        }
        return entries[low...].prefix { $0.time <= end }.map(\.line)
    }
}

/// Who the app under test is in a device's log: the process names its built bundles run as (`Stint`
/// for `Stint.app`), the test target's name less its `Tests`/`UITests` (`StintUITests` → `Stint`), and
/// its bundle identifiers, which the system's own lines about it name.
struct AppUnderTest {
    var processNames: Set<String>
    /// Its extensions' processes, among `processNames`.
    var extensionProcesses: Set<String>
    var bundleIdentifiers: [String]

    /// The processes of the app extensions among `plists`: their executables, as their own plists name them.
    static func extensionProcesses(of plists: [AppInfoPlist]) -> Set<String> {
        Set(plists.filter(\.isExtension).compactMap(\.executable))
    }

    init(plists: [AppInfoPlist], module: String?) {
        // The app's process: its executable, else its bundle's name (`…/Latchkey.app/Info.plist`, or
        // `config/Latchkey/Info.plist` as collect files it).
        processNames = Set(plists.filter { !$0.isExtension }.compactMap { plist in
            plist.executable ?? plist.path.split(separator: "/").last { $0.hasSuffix(".app") }.map { String($0.dropLast(4)) }
                ?? Self.collectedAppName(plist.path)
        })
        // Its extensions' processes too (a share extension the test opens runs as `TallyShare`).
        extensionProcesses = Self.extensionProcesses(of: plists)
        processNames.formUnion(extensionProcesses)
        bundleIdentifiers = plists.compactMap(\.bundleIdentifier).filter { !$0.isEmpty }
        if let module {
            for suffix in ["UITests", "Tests", "UITest", "Test"] where module.hasSuffix(suffix) && module.count > suffix.count {
                processNames.insert(String(module.dropLast(suffix.count)))
                break
            }
        }
    }

    /// `config/Latchkey/Info.plist` → `Latchkey` (not an extension's `config/Widget.appex/Info.plist`).
    static func collectedAppName(_ path: String) -> String? {
        let parts = path.split(separator: "/")
        guard parts.count == 3, parts[0] == "config", parts[2] == "Info.plist", !parts[1].hasSuffix(".appex") else { return nil }
        return String(parts[1])
    }

    /// Whether a unified-log line (`<timestamp> <process>[<pid>]: <message>`) is the app's own, or
    /// names it.
    func wrote(_ line: String) -> Bool {
        if bundleIdentifiers.contains(where: line.includes) { return true }
        guard let process = Self.process(of: line) else { return false }
        return processNames.contains(String(process))
    }

    /// Whether a process (by its name, and its bundle where known) is the app under test or one of its
    /// extensions: its bundle inside the app's (`com.example.app.widget`), or its name the app's
    /// followed by more (`JuniperWidgetExtension` for `Juniper`).
    /// The bundle decides where it is known; by name, not the test runner (`JuniperUITests-Runner`) nor a
    /// test bundle's process.
    func ran(process: Substring, bundle: Substring?) -> Bool {
        if let bundle, !bundleIdentifiers.isEmpty { return bundleIdentifiers.contains { bundle == $0 || bundle.hasPrefix($0 + ".") } }
        guard !Self.isTestProcess(process) else { return false }
        return processNames.contains { process == $0 || (process.hasPrefix($0) && process.dropFirst($0.count).first?.isUppercase == true) }
    }

    /// A test runner's or test bundle's process (`JuniperUITests-Runner`, `xctest`, `JuniperTests`), never the app's.
    static func isTestProcess(_ process: Substring) -> Bool {
        process == "xctest" || ["-Runner", "UITests", "Tests"].contains(where: process.hasSuffix)
    }

    /// The process a unified-log line names after its time.
    static func process(of line: String) -> Substring? {
        // The time is a date, a blank or `T`, then the clock and maybe its zone: the process follows the next blank.
        let afterDate = line.dropFirst(11)
        guard let blank = afterDate.firstIndex(of: " ") else { return nil }
        let rest = afterDate[afterDate.index(after: blank)...]
        let end = rest.firstIndex { $0 == "[" || $0 == ":" } ?? rest.endIndex
        let name = rest[..<end]
        guard name.contains(" ") || name.contains("(") else { return name }
        // A device's syslog (`Nov 30 14:23:53 Lab-iPhone-07 HarborMail(UIKitCore)[2391] <Notice>: …`): the
        // word before the pid, less the framework in parentheses.
        // Before the message (`: `), which may name other processes (`SpringBoard: Terminating App[2391]`).
        let bytes = line.utf8
        var previous: UInt8 = 0, pid: String.UTF8View.Index?
        for index in bytes.indices {
            let byte = bytes[index]
            if previous == UInt8(ascii: ":"), byte == 0x20 { break }
            if previous == UInt8(ascii: "["), byte &- 0x30 < 10 { pid = bytes.index(before: index); break }
            previous = byte
        }
        guard let pid else { return nil }
        let word = line.utf8[..<pid].split(separator: UInt8(ascii: " ")).last.flatMap { Substring($0) } ?? ""
        let process = word.prefix { $0 != "(" }
        return process.isEmpty ? nil : process
    }
}

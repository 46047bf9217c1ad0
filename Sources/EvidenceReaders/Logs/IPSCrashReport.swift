import EvidenceCore
import Foundation

/// A crash report in the `.ips` form iOS writes (and a job copies from the device or the Simulator):
/// a JSON header line naming its `bug_type`, then the report as one JSON object — the process, its
/// exception, and its threads, the crashed one `triggered`, each frame a `symbol` in an image of
/// `usedImages`. Its lines are JSON, which no rule reads as a crash: the report is kept whole
/// (bounded) and read once the file ends into the lines a symbolicated text report has:
///
///     HarvestMoon (4834) crashed: EXC_BREAKPOINT (SIGTRAP) on queue com.apple.BGTaskScheduler (com.harvestmoon.app.refresh)
///         0  libdispatch.dylib  _dispatch_assert_queue_fail
///         3  HarvestMoon.debug.dylib  closure #1 in BackgroundTaskCoordinator.registerAll() (BackgroundTaskCoordinator.swift:30)
package struct IPSCrashReport {
    /// More than any crash report holds: a file past it is not read as one.
    static let maximumBytes = 4 * 1024 * 1024
    static let maximumFrames = 12
    /// Lines of what the libraries said as the process ended, at most.
    static let maximumSaidLines = 4
    static let applicationSpecific = "Application Specific Information:"
    private var body: [UInt8] = []
    private var overflowed = false
    /// When the report was written and which bundle crashed, as its header says.
    private var header: (time: String?, bundle: String?) = (nil, nil)

    init(header line: LogLine? = nil) {
        guard let line, let fields = (try? JSONSerialization.jsonObject(with: Data(line.bytes))) as? [String: Any] else { return }
        header = (fields["timestamp"] as? String, fields["bundleID"] as? String)
    }

    /// Whether the log's first line is an `.ips` header (`{"app_name":…,"bug_type":"309",…}`).
    static func isHeader(_ line: LogLine) -> Bool {
        line.number == 1 && line.hasPrefix(Array("{".utf8)) && line.firstIndex(of: Array("\"bug_type\"".utf8)) != nil
    }

    mutating func append(_ line: LogLine) {
        guard !overflowed else { return }
        guard body.count + line.count + 1 <= Self.maximumBytes else {
            overflowed = true
            body = []
            return
        }
        body.append(contentsOf: line.bytes)
        body.append(0x0A)
    }

    /// `2025-06-17 10:26:11.00 +0000` as a line's leading time (`2025-06-17 10:26:11.00+0000 `).
    static func timePrefix(_ written: String) -> String? {
        guard LogTimestamp(written) != nil else { return nil }
        return written.replacingOccurrences(of: " +", with: "+").replacingOccurrences(of: " -", with: "-") + " "
    }

    /// The source place a frame line this reader (or `TextCrashReport`) wrote ends with (`    3  App.debug.dylib
    /// closure #1 in Coordinator.register() (Coordinator.swift:30)` → `Coordinator.swift:30`); nil for
    /// another line, a frame with no file and line, or a frame in the system's own code, which a
    /// device's report places too (`CoreFoundation  __exceptionPreprocess (NSException.m:249)`).
    package static func sourcePlace(ofFrame line: String) -> Substring? {
        let frame = line.drop { $0 == " " }
        guard frame.first?.isNumber == true, let gap = frame.range(of: "  "), line.hasSuffix(")"),
              let open = line.range(of: " (", options: .backwards) else { return nil }
        guard !isSystemImage(frame[gap.upperBound...]), !isEntryPoint(frame[gap.upperBound...]) else { return nil }
        let place = line[open.upperBound..<line.index(before: line.endIndex)]
        return SignalVocabulary.isSourcePlace(place) ? place : nil
    }

    /// Whether a line is a frame (`    6  BackgroundTasks  -[BGTask …]`) of a system image: the system's
    /// own code, whatever words of the app's work its symbols hold.
    package static func isSystemFrame(_ line: String) -> Bool {
        imageOfFrame(line).map { isSystemImage($0) } ?? false
    }

    /// Whether the crashed thread's first frame past the system's libraries is one of its frameworks
    /// (`libsystem_platform  _os_unfair_lock_recursive_abort` ← `BackgroundTasks  -[BGTask dealloc]`):
    /// the trap is the framework's own, whichever of the app's frames called into it further down.
    package static func trappedInAFramework(_ lines: [String]) -> Bool {
        guard let frame = lines.lazy.compactMap(imageOfFrame).first(where: { !$0.hasPrefix("lib") && !$0.hasPrefix("dyld") }) else { return false }
        return isSystemImage(frame)
    }

    /// What follows a frame line's number (its image and symbol), or nil for a line that is no frame.
    private static func imageOfFrame(_ line: String) -> Substring? {
        let frame = line.drop { $0 == " " }
        guard frame.first?.isNumber == true, let gap = frame.range(of: "  "), frame[..<gap.lowerBound].allSatisfy(\.isNumber) else { return nil }
        return frame[gap.upperBound...].drop { $0 == " " }
    }

    /// Whether a frame's image (what follows its number: `libdispatch.dylib  …`, `UIKitCore  …`) is the
    /// system's: a library under `/usr/lib` (`lib…`, `dyld`), or one of Apple's frameworks a crash runs through.
    static func isSystemImage(_ imageAndRest: Substring) -> Bool {
        if imageAndRest.hasPrefix("lib") || imageAndRest.hasPrefix("dyld") { return true }
        return systemFrameworks.contains { imageAndRest.hasPrefix($0 + "  ") }
    }

    /// Whether a frame (its image and symbol: `Quay.debug.dylib  static AppDelegate.$main() (…)`) is the
    /// program's entry point — an `@main` type's `$main()`, C's `main`, a debug build's entry — through
    /// which every crash of the main thread runs: no place where the app's code crashed.
    static func isEntryPoint(_ imageAndRest: Substring) -> Bool {
        guard let gap = imageAndRest.range(of: "  ") else { return false }
        let symbol = imageAndRest[gap.upperBound...].drop { $0 == " " }
        return symbol.contains("$main()") || symbol.hasPrefix("main (") || symbol.hasPrefix("main + ")
            || symbol.hasPrefix("__debug_main_executable_dylib_entry_point")
    }

    static let systemFrameworks = [
        "CoreFoundation", "Foundation", "FoundationEssentials", "UIKitCore", "UIKit", "SwiftUI", "SwiftUICore", "CFNetwork", "GraphicsServices",
        "UserNotifications", "BackgroundTasks", "XCTest", "XCTestCore", "XCUIAutomation", "CoreData", "QuartzCore", "AVFAudio", "AVFoundation",
        "WebKit", "Combine", "FrontBoardServices", "BoardServices", "RunningBoardServices", "CoreLocation", "HealthKit", "CloudKit", "Security",
        "Network", "CoreAutoLayout", "UIFoundation", "ActivityKit", "WidgetKit", "PushKit", "CallKit", "StoreKit", "Intents", "AppIntents",
        "CoreGraphics", "ImageIO", "Metal", "MapKit", "Photos", "Contacts", "EventKit", "WatchKit", "WatchConnectivity", "SpringBoardServices",
    ]

    /// A crash line this reader wrote, with a time (`<time> <process> (<pid>) crashed: …`): when, which
    /// process, which bundle.
    package static func crash(in line: String) -> (time: Date, process: Substring, bundle: Substring?)? {
        guard let time = LogTimestamp(line)?.wallClock, line.contains(") crashed: "), let blank = line.dropFirst(11).firstIndex(of: " ") else { return nil }
        let rest = line[line.index(after: blank)...]
        guard let open = rest.range(of: " ("), rest[open.upperBound...].prefix(while: \.isNumber).count > 0 else { return nil }
        let bundle = rest.hasSuffix("]") ? rest.lastIndex(of: "[").map { rest[rest.index(after: $0)..<rest.index(before: rest.endIndex)] } : nil
        return (time, rest[..<open.lowerBound], bundle)
    }

    /// The report's crash as text lines: what ended the process and the crashed thread's frames; none
    /// when the body is not such a report.
    func lines() -> [String] {
        guard !overflowed, !body.isEmpty,
              let report = (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] else { return [] }
        let process = report["procName"] as? String ?? "the process"
        let pid = (report["pid"] as? Int).map { " (\($0))" } ?? ""
        let exception = report["exception"] as? [String: Any]
        let type = exception?["type"] as? String ?? "a crash"
        let signal = (exception?["signal"] as? String).map { " (\($0))" } ?? ""
        let threads = report["threads"] as? [[String: Any]] ?? []
        let faulting = report["faultingThread"] as? Int
        let crashed = threads.first { $0["triggered"] as? Bool == true }
            ?? faulting.flatMap { $0 >= 0 && $0 < threads.count ? threads[$0] : nil }
        let queue = (crashed?["queue"] as? String).map { " on queue \($0)" } ?? ""
        // Its time first, as a log line's (`2025-06-17 10:26:11.00+0000`, the zone joined to the clock), and
        // its bundle last: what ties the crash to a test's time and to the app under test.
        // When the process died (`captureTime`, to the ten-thousandth), else when the report was written.
        let time = ((report["captureTime"] as? String).flatMap(Self.timePrefix) ?? header.time.flatMap(Self.timePrefix)) ?? ""
        let bundle = header.bundle.map { " [\($0)]" } ?? ""
        var lines = ["\(time)\(process)\(pid) crashed: \(type)\(signal)\(queue)\(bundle)"]
        // What the libraries said as the process ended (`asi`: the uncaught exception and its reason,
        // `abort() called`, libdispatch's `BUG IN CLIENT …`), under it as a text report prints it.
        // And why the system ended it (`termination`: TCC's `This app has crashed because it attempted to
        // access privacy-sensitive data without a usage description…`, a watchdog's reasons).
        let termination = report["termination"] as? [String: Any]
        let ended = [termination?["indicator"] as? String].compactMap { $0 } + (termination?["reasons"] as? [String] ?? [])
        let said = ended + (report["asi"] as? [String: [String]] ?? [:]).sorted { $0.key < $1.key }.flatMap(\.value)
        lines += said.prefix(Self.maximumSaidLines).map { "    \(Self.applicationSpecific) \($0.prefix(500))" }
        let images = (report["usedImages"] as? [[String: Any]] ?? []).map { $0["name"] as? String ?? "?" }
        for (index, frame) in (crashed?["frames"] as? [[String: Any]] ?? []).prefix(Self.maximumFrames).enumerated() {
            guard let symbol = frame["symbol"] as? String else { continue }
            let image = (frame["imageIndex"] as? Int).flatMap { $0 >= 0 && $0 < images.count ? images[$0] : nil } ?? "?"
            let place = (frame["sourceFile"] as? String).map { file in " (\(file)\((frame["sourceLine"] as? Int).map { ":\($0)" } ?? ""))" } ?? ""
            lines.append("    \(index)  \(image)  \(symbol)\(place)")
        }
        return lines
    }
}

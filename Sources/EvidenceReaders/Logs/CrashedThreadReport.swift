import EvidenceCore
import Foundation

/// A crash report a CI step printed into the log after the tests (`print-crash-reports.sh`, `.ips`
/// symbolicated), read for what ties it to a test when no process id does: its exception and the
/// project's own frames of the crashed thread —
///
///     Exception Type:  EXC_BAD_ACCESS (SIGSEGV)
///     Thread 6 Crashed::  Dispatch queue: com.apple.root.default-qos.cooperative
///     0   libswiftCore.dylib     0x19a2b91c8 swift_release_dealloc + 32
///     2   Quaylog.debug.dylib    0x1048d57f0 closure #1 in PreloadCoordinator.preloadAll(_:) + 188 (PreloadCoordinator.swift:12)
///
/// A frame in a system library says nothing of whose code crashed; the first frame with a source
/// place in an image that is not the system's is where the project's code was.
struct CrashedThreadReport {
    let exception: String
    let evidence: EvidencePointer
    /// The symbols of the crashed thread's frames in the project's images (at most `maximumFrames`).
    private(set) var projectFrames: [String] = []
    /// The first of them with a source place: `closure #1 in PreloadCoordinator.preloadAll(_:)`, `PreloadCoordinator.swift:12`.
    private(set) var crashedAt: (symbol: String, place: String)?
    /// Inside the crashed thread's frames (a report that names no thread has only those).
    private var inCrashedThread = true
    static let maximumFrames = 16

    init(exception: String, evidence: EvidencePointer) {
        self.exception = exception
        self.evidence = evidence
    }

    /// Lines read before the first frame (the report's header, blank lines): bounded.
    private var headerLines = 0
    static let maximumHeaderLines = 60

    /// Reads a line of the report; false when it is none (the report has ended). Before the frames,
    /// blank lines and `Key: value` lines are the report's header; after them, a line that is no frame
    /// nor a thread's heading ends it, as `Binary Images:` does.
    mutating func read(_ line: LogLine) -> Bool {
        let text = line.text.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("Binary Images") { return false }
        if text.hasPrefix("Thread ") {
            inCrashedThread = text.contains(" Crashed")
            return true
        }
        guard let frame = Self.frame(text) else {
            guard projectFrames.isEmpty, headerLines < Self.maximumHeaderLines, text.isEmpty || Self.isHeader(text) else { return false }
            headerLines += 1
            return true
        }
        guard inCrashedThread, projectFrames.count < Self.maximumFrames, !Self.isSystemImage(frame.image) else { return true }
        projectFrames.append(frame.symbol)
        if crashedAt == nil, let place = frame.place { crashedAt = (frame.symbol, place) }
        return true
    }

    /// A header line of a report (`Exception Codes: 0x1, 0x10`, `Terminating Process: exc handler [55076]`).
    static func isHeader(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":") else { return false }
        let key = text[..<colon]
        return !key.isEmpty && key.count <= 40 && key.first?.isUppercase == true && key.allSatisfy { $0.isLetter || $0 == " " || $0 == "-" }
    }

    /// `2   Quaylog.debug.dylib   0x1048d57f0 closure #1 in X.y(_:) + 188 (X.swift:12)`: the image, the symbol, the place.
    static func frame(_ text: String) -> (image: String, symbol: String, place: String?)? {
        let parts = text.split(maxSplits: 2, omittingEmptySubsequences: true) { $0 == " " || $0 == "\t" }
        guard parts.count == 3, parts[0].allSatisfy(\.isNumber) else { return nil }
        let image = String(parts[1])
        let rest = parts[2].drop { $0 == " " || $0 == "\t" }
        guard rest.hasPrefix("0x"), let space = rest.firstIndex(of: " ") else { return nil }
        var symbol = rest[rest.index(after: space)...]
        var place: String?
        if symbol.hasSuffix(")"), let open = symbol.range(of: " (", options: .backwards), symbol[open.upperBound...].contains(":") {
            place = String(symbol[open.upperBound..<symbol.index(before: symbol.endIndex)])
            symbol = symbol[..<open.lowerBound]
        }
        if let offset = symbol.range(of: " + ", options: .backwards) { symbol = symbol[..<offset.lowerBound] }
        guard !image.isEmpty, !symbol.isEmpty else { return nil }
        return (image, String(symbol), place)
    }

    /// The system's images: its libraries (`libswiftCore.dylib`, `libdispatch.dylib`), frameworks and the test runner.
    static func isSystemImage(_ image: String) -> Bool {
        image.hasPrefix("lib") || image.hasPrefix("???") || systemImages.contains(image)
    }

    static let systemImages: Set<String> = [
        "XCTest", "XCTestCore", "XCTestSupport", "XCUIAutomation", "Testing", "dyld", "xctest", "Foundation", "CoreFoundation", "UIKit", "UIKitCore",
        "SwiftUI", "SwiftUICore", "AttributeGraph", "Combine", "CoreData", "GraphicsServices", "FrontBoardServices", "QuartzCore", "CFNetwork",
        "Network", "Security", "StoreKit", "AVFoundation", "CoreLocation", "MapKit", "HealthKit", "BackgroundTasks", "UserNotifications",
        "WebKit", "CloudKit", "Dispatch", "Swift", "_Concurrency", "ActivityKit", "WidgetKit", "BaseBoard", "RunningBoardServices",
    ]

    /// The failed test this report is of, among `tests` (each crashed with no reason read): the one its
    /// project frames name, by the test's own function or by its suite's subject (`PreloadCoordinatorTests`
    /// → `PreloadCoordinator.`). Nil unless exactly one is named.
    func test(among tests: [TestIdentifier]) -> TestIdentifier? {
        let frames = projectFrames.joined(separator: "\n")
        guard !frames.isEmpty else { return nil }
        // A name at a word's start (a letter before it continues the word; a digit of a mangled name does not).
        func names(_ name: String) -> Bool { frames.includes(name, atAWordStart: \.isLetter) }
        let named = tests.filter { id in
            let function = id.name.hasSuffix("()") ? String(id.name.dropLast(2)) : id.name
            // (A Swift Testing function printed without its suite: any type's function of that name.)
            if id.suite.isEmpty ? frames.contains("." + function + "(") : names(id.suite + "." + function + "(") { return true }
            let subject = TestSubject.name(ofSuite: id.suite)
            return subject.count >= 4 && names(subject + ".")
        }
        return named.count == 1 ? named[0] : nil
    }

    /// The issue it gives that test: the exception and where the project's code was.
    var issue: TestIssue {
        let place = crashedAt.map { " in \($0.symbol) at \($0.place)" } ?? ""
        return TestIssue(message: CrashReportIssue.prefix + "\(exception)\(place)", evidence: evidence)
    }
}

/// How a crash report read from the log speaks as a test's issue.
package enum CrashReportIssue {
    package static let prefix = "Crash report: "
}

/// What a test suite's name says it tests: `PreloadCoordinatorTests` → `PreloadCoordinator`.
enum TestSubject {
    static func name(ofSuite suite: String) -> String {
        let type = suite.split(separator: ".").last.map(String.init) ?? suite
        for suffix in ["UITests", "Tests", "Test", "Spec"] where type.hasSuffix(suffix) && type.count > suffix.count {
            return String(type.dropLast(suffix.count))
        }
        return type
    }
}

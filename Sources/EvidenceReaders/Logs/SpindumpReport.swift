import EvidenceCore
import Foundation

/// A spindump: the sampler's report of a process's threads, which Xcode takes when a test exceeds its
/// execution time allowance (`Test exceeded execution time allowance; collecting a spindump of App
/// (51877)`) and attaches to the result bundle, and which a job exports beside its log. It is the one
/// record of *where* a hung test stood: the allowance's failure says only that it ran out. Each thread
/// is a call tree, one frame a line, deeper frames indented further:
///
///       Thread 0x2204310    DispatchQueue "com.apple.main-thread"(1)    604 samples (1-604)    priority 47 (base 47)
///       604  start + 2840 (dyld + 27848) [0x1002d2cc8]
///         604  StatisticsSenderTests.testPendingStatsSent() + 244 (LanternfishTests + 9876) [0x1071a6694] StatisticsSenderTests.swift:23
///           604  StatisticsSender.sendPendingStats() + 1012 (Lanternfish.debug.dylib + 187340) [0x1034f1bcc] StatisticsSender.swift:32
///             604  OS_dispatch_semaphore.wait() + 16 (libswiftDispatch.dylib + 49520) [0x1a6b7c170]
///               604  semaphore_wait_trap + 8 (libsystem_kernel.dylib + 3368) [0x1803e4d28]
///              *604  semaphore_wait_continue + 0 (kernel.release.t8103 + 1206352) [0xfffffe0008329850]
///
/// Read line by line, bounded: for each test whose function a thread holds (a frame in the test
/// bundle's image), what the thread did below it — blocked with no deadline in a lock, a semaphore,
/// a `sync` or a `dispatch_once` (under the app's code or the test's own), or waiting on its own terms
/// (its expectations, a timed wait, a sleep, its run loop) — as one line per test in the words the rules read:
///
///     Hang report: Lanternfish (51877) — StatisticsSenderTests/testPendingStatsSent is blocked without a timeout: the app's StatisticsSender.sendPendingStats() (StatisticsSender.swift:32) waits in OS_dispatch_semaphore.wait()
package struct SpindumpReport {
    /// How the thread that holds a test spent the samples.
    package enum Standing: Equatable, Sendable {
        /// Blocked with no deadline in a lock, a semaphore, a `sync` or a `dispatch_once`, under the app's
        /// own code (the frame nearest the wait) or only the test's.
        case blockedInTheApp(frame: String, place: String?, wait: String)
        case blockedInTheTest(frame: String, place: String?, wait: String)
        /// Waiting on its own terms: XCTest's wait for expectations, a wait with a deadline, a sleep, a run loop.
        case waitsForExpectations(wait: String)
        case waitsWithADeadline(wait: String)
        case sleeps(wait: String)
        case spinsItsRunLoop(wait: String)
    }

    /// One test's reading.
    package struct Hang: Equatable, Sendable {
        package let process: String
        package let suite: String
        package let name: String
        package let standing: Standing
        /// The line of the report that holds the test's function.
        package let reportLine: Int

        /// The line the rules read.
        package var line: String {
            let head = "\(Self.prefix)\(process) — \(suite)/\(name)"
            func at(_ frame: String, _ place: String?) -> String { frame + (place.map { " (\($0))" } ?? "") }
            switch standing {
            case .blockedInTheApp(let frame, let place, let wait): return "\(head)\(Self.blocked)\(Self.inTheApp)\(at(frame, place)) waits in \(wait)"
            case .blockedInTheTest(let frame, let place, let wait): return "\(head)\(Self.blocked)the test's own \(at(frame, place)) waits in \(wait)"
            case .waitsForExpectations(let wait): return "\(head)\(Self.waitsForItsExpectations)(\(wait))"
            case .waitsWithADeadline(let wait): return "\(head) waits with a deadline (\(wait))"
            case .sleeps(let wait): return "\(head) sleeps (\(wait))"
            case .spinsItsRunLoop(let wait): return "\(head) spins its run loop (\(wait))"
            }
        }

        package static let prefix = "Hang report: "

        /// The test a hang report's line names (`Suite/name`, a function's name: no blank), and whether it
        /// says the test's thread is blocked, and by the app's own code: read back by triage.
        package static func read(_ line: String) -> (suite: String, name: String, blocked: Bool, inTheApp: Bool)? {
            guard line.hasPrefix(prefix), let dash = line.range(of: " — ") else { return nil }
            let id = line[dash.upperBound...].prefix { $0 != " " }
            guard let slash = id.firstIndex(of: "/") else { return nil }
            let rest = line[id.endIndex...]
            let blocked = rest.hasPrefix(Self.blocked)
            return (String(id[..<slash]), String(id[id.index(after: slash)...]), blocked, blocked && rest.dropFirst(Self.blocked.count).hasPrefix(inTheApp))
        }

        /// Whether a hang report's line is of this test (by its suite and function's name).
        package static func isOf(_ test: TestIdentifier, _ line: String) -> Bool {
            guard let read = read(line) else { return false }
            let bare = { (name: String) in name.hasSuffix("()") ? String(name.dropLast(2)) : name }
            return read.suite == test.suite && bare(read.name) == bare(test.name)
        }

        static let inTheApp = "the app's "
        /// What a hang report says of a test stopped inside XCTest's wait for its expectations.
        package static let waitsForItsExpectations = " waits for its expectations "
        /// What a hang report says of a test whose thread can never go on by itself.
        package static let blocked = " is blocked without a timeout: "
    }

    /// One frame of a thread's call tree.
    struct Frame {
        let number: Int
        let depth: Int
        let samples: Int
        let symbol: String
        let image: String
        let place: String?
    }

    private var process = "the process"
    private var stack: [Frame] = []
    /// Whether the last frame read was pushed (so, when the next is no deeper, the stack is a leaf's path).
    private var lastPushed = false
    /// This thread's reading of each test it holds, the heaviest path's.
    private var threadReadings: [String: (reading: Reading, samples: Int)] = [:]
    private var readings: [String: Reading] = [:]
    private var order: [String] = []
    private var linesRead = 0

    /// A test's reading in one thread: whether the thread holds the test's own function or only a closure of it.
    struct Reading {
        let suite: String
        let name: String
        let process: String
        let standing: Standing
        let holdsTheFunction: Bool
        let reportLine: Int
    }

    static let maximumDepth = 512
    static let maximumTests = 16
    /// A spindump of the whole machine runs to millions of lines; the test's process comes first in Xcode's.
    static let maximumLines = 2_000_000

    /// `process`: the `Process:` line read before the report's header, where a job's export puts it first.
    package init(process: String? = nil) {
        if let process { readProcess(Substring(process)) }
    }

    /// Whether a log's first bytes are a spindump's: the sampler's header (`Data Source: Stackshots`, `Steps:
    /// … sampling interval`) and a thread's heading with its samples.
    package static func isReport(_ prefix: [UInt8]) -> Bool {
        (contains(prefix, "Stackshots") || contains(prefix, "sampling interval)")) && contains(prefix, "Thread 0x") && contains(prefix, " samples (")
    }

    /// Whether `line` is the sampler's header line that opens a spindump (read within a log's first lines).
    static func opens(_ line: LogLine) -> Bool {
        let text = line.text
        return text.hasPrefix("Steps:") && text.contains("sampling interval)") || text.hasPrefix("Data Source:") && text.contains("Stackshots")
    }

    package mutating func append(_ line: LogLine) {
        linesRead += 1
        guard linesRead <= Self.maximumLines else { return }
        let text = line.text
        let trimmed = text.drop { $0 == " " || $0 == "\t" }
        if trimmed.hasPrefix("Thread 0x") || trimmed.isEmpty || text.first != " " && text.first != "\t" {
            endThread()
            if trimmed.hasPrefix("Process:") { readProcess(trimmed) }
            return
        }
        guard let frame = Self.frame(text, number: line.number) else { return }
        if lastPushed, let last = stack.last, frame.depth <= last.depth { readPath() }
        while let last = stack.last, last.depth >= frame.depth { stack.removeLast() }
        guard stack.count < Self.maximumDepth else { return }
        stack.append(frame)
        lastPushed = true
    }

    /// `Process:          Lanternfish [51877]`.
    private mutating func readProcess(_ text: Substring) {
        let value = text.dropFirst("Process:".count).drop { $0 == " " || $0 == "\t" }
        guard !value.isEmpty else { return }
        if let open = value.lastIndex(of: "["), value.hasSuffix("]") {
            let name = value[..<open].trimmingCharacters(in: .whitespaces)
            process = "\(name) (\(value[value.index(after: open)..<value.index(before: value.endIndex)]))"
        } else {
            process = String(value)
        }
    }

    private mutating func endThread() {
        if lastPushed { readPath() }
        stack.removeAll()
        lastPushed = false
        for (key, found) in threadReadings.sorted(by: { $0.key < $1.key }) { keep(found.reading, key: key) }
        threadReadings.removeAll()
    }

    /// A test's reading across threads: the thread that holds its function says whether it waits on its
    /// own terms; blocked, the app's code blocked in any thread of it (a closure the test handed a
    /// queue) says more than the test's own wait for it.
    private mutating func keep(_ reading: Reading, key: String) {
        guard let known = readings[key] else {
            guard readings.count < Self.maximumTests else { return }
            readings[key] = reading
            order.append(key)
            return
        }
        switch (known.standing, reading.standing) {
        case (.blockedInTheApp, _): break
        case (.blockedInTheTest, .blockedInTheApp): readings[key] = reading
        case (_, _) where !known.holdsTheFunction && reading.holdsTheFunction: readings[key] = reading
        default: break
        }
    }

    /// The frames of one leaf's path: where in it a test's function is, and what stands below it.
    private mutating func readPath() {
        lastPushed = false
        guard let testIndex = stack.firstIndex(where: { Self.testFunction($0) != nil }),
              let (suite, name, isClosure) = Self.testFunction(stack[testIndex]),
              let standing = Self.standing(below: stack[(testIndex + 1)...], test: stack[testIndex]) else { return }
        let key = suite + "/" + name
        let samples = stack.last?.samples ?? 0
        if let known = threadReadings[key], known.samples >= samples { return }
        threadReadings[key] = (Reading(suite: suite, name: name, process: process, standing: standing, holdsTheFunction: !isClosure, reportLine: stack[testIndex].number), samples)
    }

    /// What the frames below a test's function did, the deepest last; nil when they did not wait (running code).
    static func standing(below frames: ArraySlice<Frame>, test: Frame) -> Standing? {
        guard let leaf = frames.last else { return nil }
        let system = frames.filter { CrashedThreadReport.isSystemImage($0.image) || $0.image == "kernel" }
        func first(_ words: [String]) -> Frame? { system.first { frame in words.contains { frame.symbol.lowercased().contains($0) } } }
        if let wait = system.first(where: { xcTestImages.contains($0.image) && $0.symbol.lowercased().contains("wait") }) {
            return .waitsForExpectations(wait: wait.symbol)
        }
        if let sleep = first(["sleep", "__semwait_signal"]) { return .sleeps(wait: sleep.symbol) }
        if let timed = first(["timedwait", "wait(timeout", "waitwithtimeout"]) { return .waitsWithADeadline(wait: timed.symbol) }
        if let loop = first(["cfrunlooprun", "runmode", "runloop", "mach_msg"]) { return .spinsItsRunLoop(wait: loop.symbol) }
        let leafSymbol = leaf.symbol.lowercased()
        guard CrashedThreadReport.isSystemImage(leaf.image), leafSymbol.contains("wait") || leafSymbol.contains("lock") else { return nil }
        // The wait: the first system frame under the last of the project's frames (`OS_dispatch_semaphore.wait()`,
        // `-[NSLock lock]`, `_dispatch_once_wait`), not the kernel's trap at the bottom.
        let lastOwn = frames.lastIndex { !CrashedThreadReport.isSystemImage($0.image) }
        let wait = frames[(lastOwn.map { $0 + 1 } ?? frames.startIndex)...].first?.symbol ?? leaf.symbol
        if let app = frames.last(where: { !CrashedThreadReport.isSystemImage($0.image) && $0.image != test.image && !isTestImage($0.image) }) {
            return .blockedInTheApp(frame: app.symbol, place: app.place, wait: wait)
        }
        let own = frames.last { !CrashedThreadReport.isSystemImage($0.image) } ?? test
        return .blockedInTheTest(frame: own.symbol, place: own.place, wait: wait)
    }

    static let xcTestImages: Set<String> = ["XCTest", "XCTestCore", "XCTestSupport", "XCUIAutomation", "Testing"]

    /// A test bundle's image: `LanternfishTests`, `AppUITests`, `AppTests.xctest`.
    static func isTestImage(_ image: String) -> Bool {
        guard !xcTestImages.contains(image) else { return false }
        let name = image.hasSuffix(".xctest") ? String(image.dropLast(".xctest".count)) : image
        return name.hasSuffix("Tests") || name.hasSuffix("Test") || name.hasSuffix("Specs") || name.hasSuffix("Spec")
    }

    /// The test a frame of the test bundle's image is the function of (`StatisticsSenderTests.testPendingStatsSent()`,
    /// `@objc X.testY()`, `-[X testY]`), and whether it is a closure inside it; nil for any other frame.
    static func testFunction(_ frame: Frame) -> (suite: String, name: String, isClosure: Bool)? {
        guard isTestImage(frame.image) else { return nil }
        var symbol = Substring(frame.symbol)
        var isClosure = false
        for prefix in ["@objc ", "merged ", "partial apply for "] where symbol.hasPrefix(prefix) { symbol = symbol.dropFirst(prefix.count) }
        if let inside = symbol.range(of: " in "), symbol.hasPrefix("closure #") || symbol.hasPrefix("implicit closure #") {
            symbol = symbol[inside.upperBound...]
            isClosure = true
        }
        let suite: Substring, name: Substring
        if symbol.hasPrefix("-["), symbol.hasSuffix("]"), let space = symbol.firstIndex(of: " ") {
            suite = symbol[symbol.index(symbol.startIndex, offsetBy: 2)..<space]
            name = symbol[symbol.index(after: space)..<symbol.index(before: symbol.endIndex)]
        } else {
            guard let open = symbol.firstIndex(of: "("), let dot = symbol[..<open].lastIndex(of: ".") else { return nil }
            suite = symbol[..<dot]
            name = symbol[symbol.index(after: dot)..<open]
        }
        let type = suite.split(separator: ".").last.map(String.init) ?? String(suite)
        guard !name.isEmpty, !type.isEmpty, name.hasPrefix("test") || TestSubject.name(ofSuite: type) != type else { return nil }
        return (type, String(name), isClosure)
    }

    /// `  604  StatisticsSender.send() + 1012 (Lanternfish.debug.dylib + 187340) [0x1034f1bcc] StatisticsSender.swift:32` —
    /// the image may come with the place (`(X.swift:28 in AppTests + 41980)`), the place in brackets or
    /// parentheses of its own; a kernel frame (`*604 …`) is none.
    static func frame(_ text: String, number: Int = 0) -> Frame? {
        let depth = text.prefix { $0 == " " || $0 == "\t" }.count
        let rest = text.dropFirst(depth)
        let count = rest.prefix { $0.isNumber }
        guard !count.isEmpty, let samples = Int(count) else { return nil }
        let body = rest[count.endIndex...].drop { $0 == " " }
        guard body.startIndex > count.endIndex, let group = imageGroup(in: body) else { return nil }
        var symbol = body[..<group.range.lowerBound].trimmingCharacters(in: .whitespaces)
        if let offset = symbol.range(of: " + ", options: .backwards), symbol[offset.upperBound...].allSatisfy(\.isNumber) {
            symbol = String(symbol[..<offset.lowerBound])
        }
        guard !symbol.isEmpty else { return nil }
        let place = group.place ?? sourcePlace(in: body[group.range.upperBound...])
        return Frame(number: number, depth: depth, samples: samples, symbol: symbol, image: group.image, place: place)
    }

    /// The frame's image: the first parenthesised `image + offset` (or `place in image + offset`).
    private static func imageGroup(in body: Substring) -> (range: Range<Substring.Index>, image: String, place: String?)? {
        var cursor = body.startIndex
        while let close = body[cursor...].firstIndex(of: ")") {
            defer { cursor = body.index(after: close) }
            guard let open = body[..<close].lastIndex(of: "("), open > body.startIndex, body[body.index(before: open)] == " " else { continue }
            let inside = body[body.index(after: open)..<close]
            guard let plus = inside.range(of: " + ", options: .backwards), !inside[plus.upperBound...].isEmpty,
                  inside[plus.upperBound...].allSatisfy(\.isNumber) else { continue }
            var image = inside[..<plus.lowerBound]
            var place: String?
            if let within = image.range(of: " in ") {
                place = String(image[..<within.lowerBound])
                image = image[within.upperBound...]
            }
            return (open..<body.index(after: close), String(image), place)
        }
        return nil
    }

    /// `StatisticsSender.swift:32` after the image: bare, or in brackets or parentheses.
    private static func sourcePlace(in text: Substring) -> String? {
        for token in text.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            let bare = token.trimmingCharacters(in: CharacterSet(charactersIn: "[]()"))
            guard let colon = bare.lastIndex(of: ":"), bare[bare.index(after: colon)...].allSatisfy(\.isNumber), colon < bare.index(before: bare.endIndex) else { continue }
            let file = bare[..<colon]
            if [".swift", ".m", ".mm", ".c", ".cpp"].contains(where: { file.hasSuffix($0) }) { return bare }
        }
        return nil
    }

    /// Each test's reading, in the order the report first showed it.
    package mutating func finish() -> [Hang] {
        endThread()
        return order.compactMap { key in readings[key].map { Hang(process: $0.process, suite: $0.suite, name: $0.name, standing: $0.standing, reportLine: $0.reportLine) } }
    }


    private static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
        bytes.withUnsafeBytes { ByteSearch.firstIndex(of: Array(text.utf8), in: $0) != nil }
    }
}

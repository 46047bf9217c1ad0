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
/// Read line by line, bounded. Each thread's heaviest leaf is where it stood; below the frame of a test's
/// function (or a closure of it), read from the leaf up, the first frame that says so decides: XCTest's
/// wait for expectations, a timed wait, a sleep or a run loop is a wait on the test's own terms; the
/// project's own frame over a lock, a semaphore, a `sync` or a `dispatch_once` with no deadline (a wait
/// of libdispatch, the kernel, the Swift runtime or Foundation's locks — not a framework's own call,
/// which waits for its daemon) is blocked, under the app's code or only the test's. One line per test,
/// in the words the rules read, saying too whether any thread of the process was still running the
/// project's code (a slow worker the blocked thread may be waiting for, rather than a deadlock):
///
///     Hang report: Lanternfish (51877) — StatisticsSenderTests/testPendingStatsSent is blocked without a timeout: the app's StatisticsSender.sendPendingStats() (StatisticsSender.swift:32) waits in OS_dispatch_semaphore.wait(); no thread runs the app's code
///
/// Where no thread of any process holds a test's function (a UI test's app; an app a test drove from elsewhere),
/// the app's main thread is read instead — blocked under the app's code, or running it in (nearly) every
/// sample — named by the report's file, which the job names after the test it was taken of:
///
///     Hang report: Brine (5190) — its main thread (in spindumps/LifecycleUITests-testBackgroundingReturnsPromptly.txt) runs the app's code without a pause: the app's ArticleDatabase.fetchUnreadAndStarred() (ArticleDatabase.swift:118) in sqlite3VdbeExec
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
        /// Running the app's own code (the frame nearest a leaf outside the kernel's waits), read only for a
        /// main thread that holds no test's function: the app's, kept from its events.
        case runsTheApp(frame: String, place: String?, leaf: String)

        /// Blocked in the app says most of where a test hung, then blocked in its own code, then a wait.
        var rank: Int {
            switch self {
            case .blockedInTheApp: 2
            case .blockedInTheTest: 1
            default: 0
            }
        }
    }

    /// One test's reading, or the main thread's of a process where no thread held a test's function (a UI
    /// test's app, an app run by a test elsewhere): its suite and name empty, the report's file named instead,
    /// which a job names after the test it took it of (`LifecycleUITests-testBackgroundingReturnsPromptly.txt`).
    package struct Hang: Equatable, Sendable {
        package let process: String
        package let suite: String
        package let name: String
        package let standing: Standing
        /// No thread of the process was running the project's code: nothing the blocked thread could be
        /// waiting for was under way.
        package let nothingElseRuns: Bool
        /// The line of the report that holds the test's function (the main thread's: the app's frame it read).
        package let reportLine: Int
        /// The report's file and folder, for the main thread's reading: nothing else ties a thread that holds no
        /// test's function to a test, and a job names the report after the test it was taken of.
        package var file: String? = nil

        /// The line the rules read.
        package var line: String {
            let head = "\(Self.prefix)\(process) — " + (suite.isEmpty ? "\(Self.mainThread)\(file ?? "the spindump"))" : "\(suite)/\(name)")
            func at(_ frame: String, _ place: String?) -> String { frame + (place.map { " (\($0))" } ?? "") }
            let others = nothingElseRuns ? Self.nothingElseRunsWords : "; another thread runs the app's code"
            switch standing {
            case .blockedInTheApp(let frame, let place, let wait): return "\(head)\(Self.blocked)\(Self.inTheApp)\(at(frame, place)) waits in \(wait)\(others)"
            case .blockedInTheTest(let frame, let place, let wait): return "\(head)\(Self.blocked)the test's own \(at(frame, place)) waits in \(wait)\(others)"
            // (Whether another thread ran the app's code too: a wait of no timeout of its own, which nothing else is
            // under way to end, is as stuck as a blocked thread.)
            case .waitsForExpectations(let wait): return "\(head)\(Self.waitsForItsExpectations)(\(wait))\(others)"
            case .waitsWithADeadline(let wait): return "\(head) waits with a deadline (\(wait))"
            case .sleeps(let wait): return "\(head) sleeps (\(wait))"
            case .spinsItsRunLoop(let wait): return "\(head) spins its run loop (\(wait))"
            case .runsTheApp(let frame, let place, let leaf): return "\(head)\(Self.runsTheAppsCode)\(at(frame, place)) in \(leaf)"
            }
        }

        package static let prefix = "Hang report: "

        /// The test a hang report's line names (`Suite/name`, a function's name: no blank) or the file of a
        /// main thread's reading, whether it says the thread is blocked, by the app's own code, that no thread
        /// ran the app's code, and (a main thread's) that it ran the app's code: read back by triage.
        package static func read(_ line: String) -> (suite: String, name: String, file: String?, blocked: Bool, inTheApp: Bool, nothingElseRuns: Bool, runsTheApp: Bool)? {
            guard line.hasPrefix(prefix), let dash = line.range(of: " — ") else { return nil }
            let after = line[dash.upperBound...]
            let suite: Substring, name: Substring, file: Substring?, rest: Substring
            if after.hasPrefix(mainThread), let close = after.range(of: ")") {
                (suite, name, file, rest) = ("", "", after[after.index(after.startIndex, offsetBy: mainThread.count)..<close.lowerBound], after[close.upperBound...])
            } else {
                let id = after.prefix { $0 != " " }
                guard let slash = id.firstIndex(of: "/") else { return nil }
                (suite, name, file, rest) = (id[..<slash], id[id.index(after: slash)...], nil, after[id.endIndex...])
            }
            let blocked = rest.hasPrefix(Self.blocked)
            return (String(suite), String(name), file.map(String.init), blocked, blocked && rest.dropFirst(Self.blocked.count).hasPrefix(inTheApp),
                    rest.hasSuffix(nothingElseRunsWords), rest.hasPrefix(runsTheAppsCode))
        }

        /// Whether a hang report's line is of this test: by its suite and function's name, or a main thread's
        /// reading in a file named after the test (its function's name whole in the file's name, and its suite
        /// where the name holds a suite's: Xcode's template `testLaunch` is in every `…LaunchTests`).
        package static func isOf(_ test: TestIdentifier, _ line: String) -> Bool {
            guard let read = read(line) else { return false }
            let bare = TestLogReader.withoutCallParentheses
            guard let file = read.file else { return read.suite == test.suite && bare(read.name) == bare(test.name) }
            guard names(file, bare(test.name)) else { return false }
            let suites = file.split(whereSeparator: { !$0.isNamePart })
                .filter { word in word.count > 5 && ["Tests", "Test", "Specs", "Spec"].contains(where: word.hasSuffix) }
            return suites.isEmpty || suites.contains { $0 == test.suite }
        }

        /// Whether a file's name holds a test function's name whole (not inside a longer identifier); a name
        /// of a few letters (`test1`) names no file.
        static func names(_ file: String, _ name: String) -> Bool {
            guard name.count >= 8 else { return false }
            var rest = Substring(file)
            while let found = rest.range(of: name) {
                let before = found.lowerBound == file.startIndex ? nil : file[file.index(before: found.lowerBound)]
                let after = found.upperBound == file.endIndex ? nil : file[found.upperBound]
                if !(before.map { $0.isNamePart } ?? false), !(after.map { $0.isNamePart } ?? false) { return true }
                rest = file[found.upperBound...]
            }
            return false
        }

        static let inTheApp = "the app's "
        static let nothingElseRunsWords = "; no thread runs the app's code"
        /// What a hang report says of a test stopped inside XCTest's wait for its expectations.
        package static let waitsForItsExpectations = " waits for its expectations "
        /// What a hang report says of a test whose thread can never go on by itself.
        package static let blocked = " is blocked without a timeout: "
        /// How a main thread's reading names its thread and the report's file (closed by `)`).
        static let mainThread = "its main thread (in "
        /// What a main thread's reading says of a thread that ran the app's code in (nearly) every sample.
        package static let runsTheAppsCode = " runs the app's code without a pause: the app's "
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

    /// A test's reading in one thread: whether the thread holds the test's own function or only a closure of it.
    struct Reading {
        let suite: String
        let name: String
        let process: String
        let standing: Standing
        let holdsTheFunction: Bool
        let reportLine: Int
        /// The samples of the thread's heaviest leaf.
        let samples: Int
    }

    private var process = "the process"
    private var targetPID: String?
    /// The process's executable (`Lanternfish`): its image and its `.debug.dylib` are the app's code.
    private var executable: String?
    private var stack: [Frame] = []
    /// Whether the last frame read was pushed (so, when the next is no deeper, the stack is a leaf's path).
    private var lastPushed = false
    /// The thread's heaviest leaf so far: its path and its samples.
    private var heaviest: (path: [Frame], samples: Int)?
    /// This process's readings, kept until its last thread says whether any ran the project's code.
    private var processReadings: [(key: String, reading: Reading)] = []
    /// The most samples a leaf of the process spent running the project's code (a leaf outside the kernel's waits).
    private var projectCodeRunning = 0
    /// The samples of the project's code the thread being read ran under XCTest's wait for its expectations.
    private var runningUnderTheWait = 0
    private var readings: [String: (reading: Reading, nothingElseRuns: Bool)] = [:]
    /// Whether the thread being read is the main thread (its heading names the main queue or thread).
    private var readingTheMainThread = false
    /// The main thread's reading of the process being read, and the first process's kept where no thread of
    /// it held a test's function.
    private var mainThreadReading: Reading?
    private var mainThreadKept: (reading: Reading, nothingElseRuns: Bool)?
    /// The process being read is an app's (its `Path:` in an app's bundle, not the system's): a daemon's own
    /// frames are no app's code.
    private var processIsAnApp = false
    static let systemPaths = ["/System/", "/usr/", "RuntimeRoot", "/Applications/Xcode"]
    private var order: [String] = []
    private var linesRead = 0

    static let maximumDepth = 512
    static let maximumTests = 16
    /// A spindump of the whole machine runs to millions of lines; the test's process comes first in Xcode's.
    static let maximumLines = 2_000_000
    /// A frame is a symbol and its image: a longer line is none (and is not searched).
    static let maximumFrameLength = 4096

    /// `header`: the lines read before the sampler's header opened the report (`Process:`, `Command:`,
    /// `PID:`, `Path:`), where a job's export or the report itself puts them first.
    package init(header: [String] = []) {
        for line in header { readField(Substring(line)) }
    }

    /// The header's fields that name the process (`Process:`, or `Command:` and `PID:`, or `Path:`).
    private mutating func readField(_ trimmed: Substring) {
        // (An app's process: its executable in an app's bundle outside the system's, its identifier not Apple's.)
        if trimmed.hasPrefix("Path:") { processIsAnApp = trimmed.contains(".app/") && !Self.systemPaths.contains(where: trimmed.contains) }
        if trimmed.hasPrefix("Identifier:"), trimmed.contains("com.apple.") { processIsAnApp = false }
        if trimmed.hasPrefix("Process:") {
            readProcess(trimmed)
        } else if trimmed.hasPrefix("Command:") || trimmed.hasPrefix("PID:") {
            readTarget(trimmed)
        } else if executable == nil, trimmed.hasPrefix("Path:"), let last = trimmed.split(separator: "/").last, !last.isEmpty {
            // `Path: …/Trailmark.app/Trailmark`, or the bundle alone (`…/Lanternfish.app/`).
            let name = last.trimmingCharacters(in: .whitespaces)
            executable = name.hasSuffix(".app") ? String(name.dropLast(4)) : name
        }
    }

    /// Whether a line is one of the fields `init(header:)` reads.
    static func namesTheProcess(_ line: LogLine) -> Bool {
        headerFields.contains { line.hasPrefix($0) }
    }

    private static let headerFields = ["Process:", "Command:", "PID:", "Path:"].map { [UInt8]($0.utf8) }

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

    /// A test log's own line, after which the log is no spindump's (a job log that printed one first).
    static func endsAt(_ line: LogLine) -> Bool {
        endingLines.contains { line.hasPrefix($0) }
    }

    private static let endingLines = ["Test Suite '", "Test Case '", "** TEST ", "** BUILD ", "Testing started", "Command line invocation:"].map { [UInt8]($0.utf8) }

    package mutating func append(_ line: LogLine) {
        linesRead += 1
        guard linesRead <= Self.maximumLines else { return }
        let text = line.text
        let trimmed = text.drop { $0 == " " || $0 == "\t" }
        if trimmed.hasPrefix("Thread 0x") || trimmed.isEmpty || text.first != " " && text.first != "\t" {
            endThread()
            readingTheMainThread = trimmed.hasPrefix("Thread 0x") && Self.mainThreadHeadings.contains(where: trimmed.contains)
            if trimmed.hasPrefix("Process:") { endProcess() }
            readField(trimmed)
            return
        }
        guard text.utf8.count <= Self.maximumFrameLength, let frame = Self.frame(text, number: line.number) else { return }
        if lastPushed, let last = stack.last, frame.depth <= last.depth { readLeaf() }
        while let last = stack.last, last.depth >= frame.depth { stack.removeLast() }
        guard stack.count < Self.maximumDepth else { return }
        stack.append(frame)
        lastPushed = true
    }

    /// `Process:          Lanternfish [51877]`.
    private mutating func readProcess(_ text: Substring) {
        let value = text.dropFirst("Process:".count).drop { $0 == " " || $0 == "\t" }
        guard !value.isEmpty else { return }
        let (name, pid) = TextCrashReport.processField(value)
        process = String(name) + (pid.map { " (\($0))" } ?? "")
        executable = String(name)
    }

    /// A report of one process names it in its header (`Command: Harborline`, `PID: 51207`) where no
    /// `Process:` line does; a command that is the sampler's own (`xcodebuild (spindump requested: …)`) names none.
    private mutating func readTarget(_ text: Substring) {
        let value = text.drop { $0 != ":" }.dropFirst().trimmingCharacters(in: .whitespaces)
        guard !value.isEmpty, !value.contains(" "), !value.contains("spindump"), value != "xcodebuild" else { return }
        if text.hasPrefix("PID:") {
            if value.allSatisfy(\.isNumber), process.hasSuffix(")") == false, process != "the process" { process += " (\(value))" }
            targetPID = value
        } else if process == "the process" {
            process = value + (targetPID.map { " (\($0))" } ?? "")
            executable = executable ?? value
        }
    }

    /// A leaf's path: the thread's heaviest so far, whatever it did (a running leaf outweighs a lighter wait).
    /// A lighter leaf of the project's code running under XCTest's wait for expectations on this thread (the
    /// run loop the wait spins runs the app's main-queue work) is the app's code running too.
    private mutating func readLeaf() {
        lastPushed = false
        let samples = stack.last?.samples ?? 0
        if let leaf = stack.last, !Self.waitsInTheKernel(leaf),
           let wait = stack.lastIndex(where: { Self.xcTestImages.contains($0.image) && Self.expectationWaits.contains(where: $0.symbol.lowercased().contains) }),
           stack[(wait + 1)...].contains(where: { isProject($0.image) && !Self.isTestImage($0.image) }) {
            runningUnderTheWait = max(runningUnderTheWait, samples)
        }
        if let known = heaviest, known.samples >= samples { return }
        heaviest = (stack, samples)
    }

    /// Where the thread stood: its heaviest leaf's reading of the test it holds, or whether it ran the
    /// project's code.
    private mutating func endThread() {
        if lastPushed { readLeaf() }
        stack.removeAll()
        lastPushed = false
        let underTheWait = runningUnderTheWait
        runningUnderTheWait = 0
        guard let (path, samples) = heaviest else { return }
        heaviest = nil
        guard let (testIndex, (suite, name, isClosure)) = path.indices.lazy.compactMap({ index in Self.testFunction(path[index]).map { (index, $0) } }).first else {
            // A leaf outside the kernel's waits, under the project's frames: its code was running.
            if let leaf = path.last, !Self.waitsInTheKernel(leaf), path.contains(where: { isProject($0.image) }) { projectCodeRunning = max(projectCodeRunning, samples) }
            if readingTheMainThread, let (standing, own) = mainThreadStanding(path) {
                mainThreadReading = Reading(suite: "", name: "", process: process, standing: standing, holdsTheFunction: false, reportLine: own.number, samples: samples)
            }
            return
        }
        guard let standing = standing(below: path[(testIndex + 1)...], test: path[testIndex]) else {
            projectCodeRunning = max(projectCodeRunning, samples)
            return
        }
        if case .waitsForExpectations = standing { projectCodeRunning = max(projectCodeRunning, underTheWait) }
        guard processReadings.count < Self.maximumTests else { return }
        processReadings.append((suite + "/" + name, Reading(suite: suite, name: name, process: process, standing: standing,
                                                             holdsTheFunction: !isClosure, reportLine: path[testIndex].number, samples: samples)))
    }

    /// The process's readings, now that its threads say whether any ran the project's code for a share
    /// of the time that counts (a tenth of the reading's: a thread seen once, finishing its block, does not).
    private mutating func endProcess() {
        endThread()
        for (key, reading) in processReadings { keep(reading, nothingElseRuns: projectCodeRunning * 10 < reading.samples, key: key) }
        if processReadings.isEmpty, processIsAnApp, mainThreadKept == nil, let main = mainThreadReading {
            mainThreadKept = (main, projectCodeRunning * 10 < main.samples)
        }
        mainThreadReading = nil
        processReadings.removeAll()
        projectCodeRunning = 0
        executable = nil
        processIsAnApp = false
    }

    /// A test's reading across threads, whatever their order: blocked in the app's code in any thread of it
    /// (a closure the test handed a queue) says more than the test's own block, which says more than a
    /// wait; among equals, the thread that holds the test's function.
    private mutating func keep(_ reading: Reading, nothingElseRuns: Bool, key: String) {
        guard let known = readings[key] else {
            guard readings.count < Self.maximumTests else { return }
            readings[key] = (reading, nothingElseRuns)
            order.append(key)
            return
        }
        let (old, new) = (known.reading.standing.rank, reading.standing.rank)
        if new > old || new == old && reading.holdsTheFunction && !known.reading.holdsTheFunction { readings[key] = (reading, nothingElseRuns) }
    }

    /// The project's image: the process's executable, its `.debug.dylib` or a framework named after it
    /// (`LanternfishCore`), or a test bundle; with no executable known, any image that is not the system's.
    /// (Another image — Photos, PushKit, a vendor's SDK — is no code of the project's.)
    func isProject(_ image: String) -> Bool {
        if Self.isTestImage(image) { return true }
        guard let executable, !executable.isEmpty else { return !CrashedThreadReport.isSystemImage(image) }
        return image.hasPrefix(executable)
    }

    /// What the frames below a test's function did, read from the leaf up; nil when the thread ran code or
    /// waited inside a framework's own call.
    func standing(below frames: ArraySlice<Frame>, test: Frame) -> Standing? {
        guard let leaf = frames.last else { return nil }
        // The project's frame nearest the leaf (the test's own function when none is below it).
        var ownIndex = frames.startIndex - 1
        var expectations: Frame?, sleep: Frame?, deadline: Frame?, runLoop: Frame?
        for index in frames.indices.reversed() {
            let frame = frames[index]
            if isProject(frame.image) {
                ownIndex = index
                break
            }
            let symbol = frame.symbol.lowercased()
            if Self.xcTestImages.contains(frame.image), Self.expectationWaits.contains(where: symbol.contains) { expectations = frame }
            if Self.sleeps.contains(where: symbol.contains) { sleep = sleep ?? frame }
            if Self.timedWaits.contains(where: symbol.contains) { deadline = deadline ?? frame }
            if Self.runLoops.contains(where: symbol.contains) { runLoop = runLoop ?? frame }
        }
        // Between the leaf and the project's nearest frame, a wait on the test's own terms: XCTest's for its
        // expectations (spinning the run loop inside it), a deadline, a sleep, a run loop.
        if let expectations { return .waitsForExpectations(wait: expectations.symbol) }
        if let deadline { return .waitsWithADeadline(wait: deadline.symbol) }
        if let sleep { return .sleeps(wait: sleep.symbol) }
        if let runLoop { return .spinsItsRunLoop(wait: runLoop.symbol) }
        // Blocked: the leaf a kernel wait, and the first frame under the project's own a synchronisation
        // primitive (`OS_dispatch_semaphore.wait()`, `-[NSLock lock]`, `swift_once`), not a framework's call.
        guard Self.waitsInTheKernel(leaf), ownIndex + 1 < frames.endIndex, Self.primitiveImages.contains(frames[ownIndex + 1].image) else { return nil }
        let own = ownIndex < frames.startIndex ? test : frames[ownIndex]
        let wait = frames[ownIndex + 1].symbol
        if !Self.isTestImage(own.image) { return .blockedInTheApp(frame: own.symbol, place: own.place, wait: wait) }
        return .blockedInTheTest(frame: own.symbol, place: own.place, wait: wait)
    }

    /// Where a main thread that holds no test's function stood, read only of the app's own code, in (nearly)
    /// all its samples: blocked under the app's frame without a timeout, or running the app's frame nearest
    /// its leaf — a frame no run loop is below (the app's `main` over an idle or busy run loop is no work of it).
    func mainThreadStanding(_ path: [Frame]) -> (Standing, Frame)? {
        guard let leaf = path.last, let root = path.first,
              let own = path.lastIndex(where: { isProject($0.image) && !Self.isTestImage($0.image) }),
              !path[(own + 1)...].contains(where: { frame in Self.runLoops.contains(where: frame.symbol.lowercased().contains) }) else { return nil }
        // Running: every sample under the app's frame counts (a running thread's leaves are many); blocked: the one wait's.
        if !Self.waitsInTheKernel(leaf) {
            return path[own].samples * 10 >= root.samples * 9 ? (.runsTheApp(frame: path[own].symbol, place: path[own].place, leaf: leaf.symbol), path[own]) : nil
        }
        guard leaf.samples * 10 >= root.samples * 9, let standing = standing(below: path[own...], test: path[own]), case .blockedInTheApp = standing else { return nil }
        return (standing, path[own])
    }

    /// A thread's heading that names the main thread.
    static let mainThreadHeadings = ["\"com.apple.main-thread\"", "Thread name \"Main Thread\""]

    /// A kernel wait at a leaf (`semaphore_wait_trap`, `__ulock_wait2`, `__psynch_mutexwait`, `mach_msg2_trap`).
    static func waitsInTheKernel(_ frame: Frame) -> Bool {
        frame.image == "libsystem_kernel.dylib"
    }

    static let xcTestImages: Set<String> = ["XCTest", "XCTestCore", "XCTestSupport", "XCUIAutomation", "XCTAutomationSupport", "Testing"]
    /// XCTest's own waits for expectations (not XCUIAutomation's wait for the app to go idle).
    static let expectationWaits = ["xctwaiter", "waitforexpectations", "fulfillment(of"]
    static let sleeps = ["sleep", "__semwait_signal"]
    static let timedWaits = ["timedwait", "wait(timeout", "waitwithtimeout"]
    static let runLoops = ["cfrunlooprun", "runmode", "runloop", "mach_msg"]
    /// Where a lock, a semaphore, a `sync` or a `dispatch_once` waits.
    static let primitiveImages: Set<String> = [
        "libdispatch.dylib", "libswiftDispatch.dylib", "libsystem_kernel.dylib", "libsystem_pthread.dylib", "libsystem_platform.dylib",
        "libswiftCore.dylib", "libswift_Concurrency.dylib", "libobjc.A.dylib", "Foundation",
    ]

    /// A test bundle's image: `LanternfishTests`, `AppUITests`, `AppTests.xctest`.
    static func isTestImage(_ image: String) -> Bool {
        guard !xcTestImages.contains(image) else { return false }
        let name = image.hasSuffix(".xctest") ? String(image.dropLast(".xctest".count)) : image
        return name.hasSuffix("Tests") || name.hasSuffix("Test") || name.hasSuffix("Specs") || name.hasSuffix("Spec")
    }

    /// What stands before a function's name in a frame and is not part of it (each may repeat: `closure #1
    /// in closure #2 in X.test()`); the closures' say the frame is inside the function, not the function.
    static let symbolPrefixes = ["@objc ", "merged ", "partial apply for ", "thunk for ", "reabstraction thunk helper from "]
    static let closurePrefixes = ["closure #", "implicit closure #", "await resume partial function for ", "suspend resume partial function for "]

    /// The test a frame of the test bundle's image is the function of (`StatisticsSenderTests.testPendingStatsSent()`,
    /// `@objc X.testY()`, `-[X testY]`, `closure #1 in closure #2 in X.testY()`, `(1) await resume partial
    /// function for X.testY()`), and whether it is inside it (a closure, a resumed async part); nil for any other frame.
    static func testFunction(_ frame: Frame) -> (suite: String, name: String, isClosure: Bool)? {
        guard isTestImage(frame.image) else { return nil }
        var symbol = Substring(frame.symbol)
        var isClosure = false
        // `(1) await resume …`: the suspension's number first.
        if symbol.hasPrefix("("), let close = symbol.firstIndex(of: ")"), symbol[symbol.index(after: symbol.startIndex)..<close].allSatisfy(\.isNumber) {
            symbol = symbol[symbol.index(after: close)...].drop { $0 == " " }
        }
        var stripped = true
        while stripped {
            stripped = false
            for prefix in symbolPrefixes where symbol.hasPrefix(prefix) {
                symbol = symbol.dropFirst(prefix.count)
                stripped = true
            }
            for prefix in closurePrefixes where symbol.hasPrefix(prefix) {
                symbol = prefix.hasPrefix("closure") || prefix.hasPrefix("implicit") ? symbol.range(of: " in ").map { symbol[$0.upperBound...] } ?? symbol : symbol.dropFirst(prefix.count)
                isClosure = true
                stripped = true
            }
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
        guard !name.isEmpty, !type.isEmpty, !name.contains(" "), !type.contains(" "), name.hasPrefix("test") || TestSubject.name(ofSuite: type) != type else { return nil }
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

    /// The frame's image: the first parenthesised `image + offset` (or `place in image + offset`), found in
    /// one pass (the last `(` before each `)`).
    private static func imageGroup(in body: Substring) -> (range: Range<Substring.Index>, image: String, place: String?)? {
        var opening: Substring.Index?
        var index = body.startIndex
        while index < body.endIndex {
            let character = body[index]
            if character == "(", index > body.startIndex, body[body.index(before: index)] == " " {
                opening = index
            } else if character == ")", let start = opening {
                opening = nil
                let inside = body[body.index(after: start)..<index]
                if let plus = inside.range(of: " + ", options: .backwards), !inside[plus.upperBound...].isEmpty, inside[plus.upperBound...].allSatisfy(\.isNumber) {
                    var image = inside[..<plus.lowerBound]
                    var place: String?
                    if let within = image.range(of: " in ") {
                        place = String(image[..<within.lowerBound])
                        image = image[within.upperBound...]
                    }
                    return (start..<body.index(after: index), String(image), place)
                }
            }
            index = body.index(after: index)
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

    /// Each test's reading, in the order the report first showed it; then the main thread's, where a process
    /// held no test's function, named by the report's `file`.
    package mutating func finish(file: String? = nil) -> [Hang] {
        endProcess()
        let tests = order.compactMap { key in
            readings[key].map { Hang(process: $0.reading.process, suite: $0.reading.suite, name: $0.reading.name, standing: $0.reading.standing,
                                     nothingElseRuns: $0.nothingElseRuns, reportLine: $0.reading.reportLine) }
        }
        // (Only where no process held a test's function: then the test's own reading says where it stood.)
        guard tests.isEmpty, let (main, nothingElseRuns) = mainThreadKept, let file, !file.isEmpty else { return tests }
        // (Its line closes the file's name with a parenthesis: the name's own are blanks.)
        let named = String(file.map { $0 == "(" || $0 == ")" ? " " : $0 })
        return tests + [Hang(process: main.process, suite: "", name: "", standing: main.standing, nothingElseRuns: nothingElseRuns, reportLine: main.reportLine, file: named)]
    }

    private static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
        bytes.withUnsafeBytes { ByteSearch.firstIndex(of: Array(text.utf8), in: $0) != nil }
    }
}

import EvidenceCore

/// Gradle's report of a Kotlin/Native test binary that died (`iosSimulatorArm64Test` on a Simulator),
/// where no test event follows — the crashed test is named only here:
///
///     > Failed to execute all tests:
///       :shared:iosSimulatorArm64Test: Test running process exited unexpectedly.
///       Current test: schedulesDailyDigestReminder
///       Process output:
///        … *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '…'
///       	10  test.kexe   0x0000000104801b5c kfun:dev.example.ReminderSchedulerTest#schedulesDailyDigestReminder(){} + 184
///
/// The test's class is the one whose frame names the test (`kfun:<package>.<Class>#<name>(`), its package
/// the module, as Gradle's JUnit names it; the message is the process's end and what it said of it.
struct KotlinNativeTestCrashReader {
    typealias Event = RunnerOutputEvent

    static let exited = "Test running process exited unexpectedly"
    static let exitedMarker = Array(exited.utf8)
    static let currentTest = "Current test: "
    /// How the process's output says why it ended: an Objective-C exception, a Swift trap, Kotlin/Native's own.
    static let reasons = ["Terminating app due to uncaught exception", "Fatal error:", "Uncaught Kotlin exception:"]
    /// The lines of the process's output read for the test's frame and the crash's reason.
    static let maximumOutputLines = 80

    private var running: (name: String?, lines: Int, reason: String?, id: TestIdentifier?, evidence: EvidencePointer)?
    /// The crashed tests read, kept to the log's end: Gradle's own events may name them too.
    private var deferred: [Event] = []

    var isReading: Bool { running != nil }

    static func mayStart(_ line: LogLine) -> Bool { line.firstIndex(of: exitedMarker) != nil }

    mutating func read(_ text: String, at evidence: @autoclosure () -> EvidencePointer) -> (claimed: Bool, events: [Event]) {
        if text.utf8.count > 20, text.contains(Self.exited) {
            deferred += finish()
            running = (nil, 0, nil, nil, evidence())
            return (true, [])
        }
        guard var current = running else { return (false, []) }
        let body = text.drop { $0 == " " || $0 == "\t" }
        current.lines += 1
        if current.name == nil, body.hasPrefix(Self.currentTest) {
            current.name = String(body.dropFirst(Self.currentTest.count)).trimmingCharacters(in: .whitespaces)
        } else if current.reason == nil, Self.reasons.contains(where: body.contains) {
            current.reason = String(body.prefix(400))
        } else if current.id == nil, let name = current.name, let id = Self.frame(body, of: name) {
            current.id = id
        }
        running = current
        if current.lines >= Self.maximumOutputLines { deferred += finish() }
        return (true, [])
    }

    /// Every crashed test read, the running one ended: what the log's end applies where no other reader named it.
    mutating func finishAll() -> [Event] {
        deferred += finish()
        defer { deferred = [] }
        return deferred
    }

    /// The crashed test, ended (at the window's end, the next report, the log's end).
    private mutating func finish() -> [Event] {
        defer { running = nil }
        guard let current = running, let name = current.name, !name.isEmpty else { return [] }
        let id = current.id ?? TestIdentifier(module: nil, suite: "", name: name)
        let lines = ["Test running process exited unexpectedly: the test binary crashed while this test ran."] + (current.reason.map { [$0] } ?? [])
        return Event.failed(id, lines: lines, location: nil, evidence: current.evidence)
    }

    /// `… kfun:dev.example.ReminderSchedulerTest#schedulesDailyDigestReminder(){} + 184`: the test by its class.
    static func frame(_ body: Substring, of name: String) -> TestIdentifier? {
        guard let kfun = body.range(of: "kfun:"), let hash = body[kfun.upperBound...].range(of: "#" + name + "(") else { return nil }
        let qualified = body[kfun.upperBound..<hash.lowerBound]
        guard !qualified.isEmpty, !qualified.contains(" "), !qualified.contains("$") else { return nil }
        let parts = qualified.split(separator: ".")
        guard let type = parts.last else { return nil }
        return TestIdentifier(module: parts.count > 1 ? parts.dropLast().joined(separator: ".") : nil, suite: String(type), name: name)
    }
}

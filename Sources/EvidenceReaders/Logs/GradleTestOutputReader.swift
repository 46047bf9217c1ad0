import EvidenceCore

/// Gradle's console test events, as a Kotlin Multiplatform module's tests print them (`./gradlew
/// :shared:iosSimulatorArm64Test`, `allTests`; failures are shown by default): a Kotlin/Native task's
/// `com.x.sync.SyncCursorTest.cursor advances[iosSimulatorArm64] FAILED` (package, class and the test's
/// name in one, the target after it), or the JVM's form `com.x.SyncCursorTest > cursorAdvances FAILED`
/// (some plugins add the target to both sides), at the line's start. Under it, indented, the exception:
/// Gradle's default short form (`    kotlin.AssertionError at /path/SyncCursorTest.kt:25`), or the full
/// one (`    kotlin.AssertionError: Expected <42>, actual <57>.` then its frames `        at …(/path/X.kt:25)`),
/// or the runner's own words when the test process died (`    Test running process exited unexpectedly.`).
/// A job that keeps no JUnit XML has only these.
struct GradleTestOutputReader {
    typealias Event = RunnerOutputEvent

    /// The failure whose indented lines are being read: its test, message lines, place and line.
    private var block: (id: TestIdentifier, message: [String], location: SourceLocation?, evidence: EvidencePointer)?
    static let maximumMessageLines = 6
    /// A Kotlin/Native frame of the language's runtime, its test library or kotlinx (`frameLocation`).
    static let libraryFrames = [" kfun:kotlin.", " kfun:kotlinx."]
    /// The same in the older form, `at kotlin.Throwable#<init>(/opt/buildAgent/…/Throwable.kt:23)`.
    static let libraryFrameStarts = ["at kotlin.", "at kotlinx."]
    static let statuses: [(word: [UInt8], status: TestStatus)] = [
        (Array(" FAILED".utf8), .failed), (Array(" PASSED".utf8), .passed), (Array(" SKIPPED".utf8), .skipped),
    ]

    var isReading: Bool { block != nil }

    /// Whether `line` can start a Gradle event: cheap on bytes, so most lines of a log cost one compare.
    static func mayStart(_ line: LogLine) -> Bool {
        guard let last = line.bytes.last, last == UInt8(ascii: "D") else { return false }
        return statuses.contains { line.hasSuffix($0.word) }
    }

    /// What `line` says, if it is Gradle's; `claimed` is false for a line that is not.
    mutating func read(_ text: String, at evidence: @autoclosure () -> EvidencePointer) -> (claimed: Bool, events: [Event]) {
        if let (id, status) = Self.event(text) {
            let ended = endBlock()
            guard status == .failed else { return (true, ended + [.result(id, status, duration: nil, evidence: nil)]) }
            block = (id, [], nil, evidence())
            return (true, ended + [.result(id, .failed, duration: nil, evidence: nil)])
        }
        guard var open = block else { return (false, []) }
        let indent = text.prefix { $0 == " " || $0 == "\t" }.count
        // The block ends at the first line that is not indented under the event (blank lines too).
        guard indent > 0, !text.dropFirst(indent).isEmpty else { return (false, endBlock()) }
        let body = text.dropFirst(indent)
        if body.hasPrefix("at ") {
            if open.location == nil { open.location = Self.frameLocation(body) }
        } else if open.location == nil, let (exception, place) = Self.shortException(body) {
            open.message.append(String(exception))
            open.location = place
        } else if open.message.count < Self.maximumMessageLines, open.location == nil {
            open.message.append(String(body))
        }
        block = open
        return (true, [])
    }

    /// The failure read so far, ended (at the next event, an unindented line, or the log's end).
    mutating func endBlock() -> [Event] {
        guard let open = block else { return [] }
        block = nil
        let message = RunnerOutputEvent.message(of: open.message)
        return [.failure(open.id, message: message, location: open.location, evidence: open.evidence)]
    }

    /// `com.x.SyncCursorTest[iosSimulatorArm64] > cursorAdvances[iosSimulatorArm64] FAILED`: the test
    /// (package, class, name; an iOS target's suffix dropped as JUnit's reader drops it) and its status.
    /// The class is one word with a dot or a capital (a sentence with ` > ` in it is not an event).
    static func event(_ text: String) -> (TestIdentifier, TestStatus)? {
        guard let (word, status) = statuses.first(where: { text.utf8.reversed().starts(with: $0.word.reversed()) }),
              let first = text.first, first.isLetter
        else { return nil }
        let head = text.dropLast(word.count)
        guard let arrow = head.range(of: " > ") else { return nativeEvent(String(head)).map { ($0, status) } }
        var type = JUnitReader.withoutKotlinTarget(String(head[..<arrow.lowerBound]))
        var name = JUnitReader.withoutKotlinTarget(String(head[arrow.upperBound...]))
        // Another target's suffix on both sides (`EventDedupeTest[jvm] > keepsNewest()[jvm]`) is the
        // test's, as JUnit's report names it (`keepsNewest[jvm]` of `EventDedupeTest`), not the class's.
        if let open = type.lastIndex(of: "["), type.hasSuffix("]"), name.hasSuffix(type[open...]) {
            let target = type[open...]
            if name.dropLast(target.count).hasSuffix("()") { name = String(name.dropLast(target.count + 2)) + target }
            type = String(type[..<open])
        }
        guard !name.isEmpty, !type.isEmpty, !type.contains(" "), type.contains(".") || first.isUppercase else { return nil }
        if let (package, suite) = JUnitReader.packageAndClass(type) {
            return (TestIdentifier(module: package, suite: suite, name: name), status)
        }
        return (TestIdentifier(module: nil, suite: type, name: name), status)
    }

    /// `com.x.sync.SyncCursorTest.cursor advances[iosSimulatorArm64]`: lowercase package words, the
    /// class (the first capitalised word), then the test's name, which may have blanks; only with an
    /// iOS target's suffix, which says it is Kotlin/Native's line and not a sentence ending in FAILED.
    static func nativeEvent(_ head: String) -> TestIdentifier? {
        let name = JUnitReader.withoutKotlinTarget(head)
        guard name.count < head.count else { return nil }
        var package: [Substring] = []
        var rest = Substring(name)
        while let dot = rest.firstIndex(of: "."), rest.first?.isLowercase == true,
              rest[..<dot].allSatisfy(\.isNamePart) {
            package.append(rest[..<dot])
            rest = rest[rest.index(after: dot)...]
        }
        guard package.count >= 1, let dot = rest.firstIndex(of: "."), rest.first?.isUppercase == true,
              rest[..<dot].allSatisfy(\.isNamePart), rest.index(after: dot) < rest.endIndex
        else { return nil }
        return TestIdentifier(module: package.joined(separator: "."), suite: String(rest[..<dot]), name: String(rest[rest.index(after: dot)...]))
    }

    /// Gradle's short exception line, `kotlin.AssertionError at /path/SyncCursorTest.kt:25`: the
    /// exception and its place (`at null:-1`, or a JVM frame's bare file name, is no place to open).
    static func shortException(_ body: Substring) -> (Substring, SourceLocation?)? {
        guard let at = body.range(of: " at ", options: .backwards), !body[..<at.lowerBound].contains(" ") else { return nil }
        let place = body[at.upperBound...]
        guard let colon = place.lastIndex(of: ":"), let line = Int(place[place.index(after: colon)...]) else { return nil }
        let file = place[..<colon]
        return (body[..<at.lowerBound], file.hasPrefix("/") && line > 0 ? SourceLocation(file: String(file), line: line) : nil)
    }

    /// A frame's place, `at …(/path/SyncCursorTest.kt:25)` or `…(/path/X.kt:21:15)`: a path with a line
    /// (`(Unknown Source)` and a JVM frame's bare `(SyncCursorTest.kt:25)` name no file to open).
    /// Kotlin/Native prints its runtime's and libraries' frames with their build machine's paths
    /// (`kfun:kotlin.Throwable#<init>… (/opt/buildAgent/…/Throwable.kt:28:37)`, `kfun:kotlinx.datetime…`):
    /// where an exception was made or an assertion library failed is not the project's place.
    static func frameLocation(_ body: Substring) -> SourceLocation? {
        guard let open = body.lastIndex(of: "("), body.hasSuffix(")") else { return nil }
        if libraryFrames.contains(where: { body.contains($0) }) || libraryFrameStarts.contains(where: { body.hasPrefix($0) }) { return nil }
        let place = body[body.index(after: open)..<body.index(before: body.endIndex)].split(separator: ":")
        guard place.count >= 2, place[0].hasPrefix("/") else { return nil }
        let numbers = place.dropFirst().compactMap { Int($0) }
        guard numbers.count == place.count - 1, let line = numbers.first else { return nil }
        return SourceLocation(file: String(place[0]), line: line, column: numbers.dropFirst().first)
    }
}

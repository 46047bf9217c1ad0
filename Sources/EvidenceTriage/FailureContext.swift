import EvidenceCore
import EvidenceReaders
import Foundation

/// Everything the rules may look at for one failed test: its own messages and log lines, and the
/// run-wide configuration signals (records, plists) that decide configuration regressions.
///
/// Built once per failure: the texts and the identifiers it exercises are worked out in `init`,
/// not again by every rule that asks.
package struct FailureContext: Sendable {
    package let test: TestResult
    /// Log lines printed while the test ran (from raw logs), with where they are.
    package let logLines: [EvidencePointer]
    package let registrations: [RegistrationRecord]
    package let plists: [AppInfoPlist]
    /// Failure messages and log lines, each with the pointer that backs it.
    package private(set) var texts: [(text: String, evidence: EvidencePointer?)]
    /// See `identifiersExercised`.
    package private(set) var exercisedIdentifiers: [String]

    /// Lines about background tasks printed outside any test (the app's launch, a crash between
    /// tests) that bear on this failure: those naming a task it exercises, and — when it crashed or
    /// never started — the rest.
    package private(set) var runLines: [EvidencePointer]
    /// See `explainsItself`; worked out once, from the test's own messages and lines (several rules ask).
    package private(set) var failureExplainsItself = false
    /// The test process crashed (or never got to run the test); worked out once.
    package let crashed: Bool

    package init(test: TestResult, logLines: [EvidencePointer] = [], registrations: [RegistrationRecord] = [], plists: [AppInfoPlist] = [],
                runLines: [EvidencePointer] = []) {
        self.test = test
        self.logLines = logLines
        self.registrations = registrations
        self.plists = plists
        texts = test.issues.map { ($0.message, $0.evidence) } + logLines.map { ($0.excerpt ?? "", $0) }
        exercisedIdentifiers = []
        self.runLines = []
        crashed = Self.crashPhrases.contains { phrase in test.issues.contains { $0.message.includes(phrase) } }
        exercisedIdentifiers = identifiersExercised()
        failureExplainsItself = explainsItself()
        guard !runLines.isEmpty else { return }
        let crashed = self.crashed
        // A failure that explains itself in the job's terms takes no run-wide line about its task.
        let exercised = failureExplainsItself ? [] : exercisedIdentifiers
        self.runLines = runLines.filter { line in
            let text = line.excerpt ?? ""
            return (crashed && Self.launchCrashPhrases.contains { text.includes($0) }) || exercised.contains { text.includes($0) }
        }
        texts += self.runLines.map { ($0.excerpt ?? "", $0) }
    }

    /// What a failure says when the test process died or never started.
    static let crashPhrases = [
        "crashed", "Restarting after unexpected exit", "before starting test execution", "The log ends while this test is running",
        "Lost connection to test", "signal ", "Early unexpected exit", "uncaught exception",
    ]

    /// Lines outside any test that explain a crash of the app under test (at launch, say).
    static let launchCrashPhrases = ["Terminating app due to uncaught exception", "*** Assertion failure", "UIBackgroundModes", "must be registered before"]

    /// The first text containing any of `needles`, with its evidence.
    package func firstText(containingAny needles: [String]) -> (text: String, evidence: EvidencePointer?)? {
        for needle in needles { if let hit = firstText(containing: needle) { return hit } }
        return nil
    }

    /// The test replaced the OS's scheduler or clock with its own (`MockTaskScheduler`, `FakeClock`,
    /// `TestClock`, …): the OS is out of the loop, so nothing it does (or does not) explains a failure.
    package var schedulerIsFaked: Bool { fakeSchedulerMention != nil }

    package var fakeSchedulerMention: (text: String, evidence: EvidencePointer?)? {
        let name = test.id.suite + " " + test.id.name
        if FakeScheduling.mentions(name) { return (name, test.evidence.first) }
        return texts.first { FakeScheduling.mentions($0.text) }
    }

    /// Whether anything ties the failure to background tasks: an identifier it exercises, the
    /// system's or the job's vocabulary in its texts, or its name. When nothing does, the failure is
    /// the code under test's, whoever owns it — not the background job's.
    package var concernsBackgroundWork: Bool {
        if !exercisedIdentifiers.isEmpty { return true }
        if texts.contains(where: { text in BackgroundVocabulary.phrases.contains { text.text.includes($0) } }) { return true }
        return !TaskIdentifierScanner.words(of: test.id.suite + " " + test.id.name).isDisjoint(with: BackgroundVocabulary.nameWords)
    }

    /// The failure explains itself in the job's own terms: an assertion about the job's data
    /// (idempotency, cursor, cache…) or an error thrown or trapped in code. Then a task tied to the test
    /// by its name alone is no configuration suspect: a job's unit test does not go through the OS.
    private func explainsItself() -> Bool {
        let messages = test.issues.map(\.message)
        let haystack = AssertionInJobTestRule.jobHaystack(messages, name: test.id.name)
        let assertion = messages.contains { message in AssertionInJobTestRule.assertionPhrases.contains { message.includes($0) } }
        // An assertion about the job's data, or any value assertion in a job's own suite (`SyncJobTests`).
        let jobSuite = TaskIdentifierScanner.words(of: test.id.suite).contains { $0 == "job" || $0 == "jobs" }
        let jobAssertion = assertion && (jobSuite || AssertionInJobTestRule.jobWords.contains { haystack.includes($0) })
        let codeError = texts.contains { text in
            ErrorThrownByJobRule.phrases.contains { text.text.includes($0) } && !text.text.includes("BGTaskScheduler")
        }
        return jobAssertion || codeError
    }

    /// The exercised identifiers whose configuration can explain this failure: none when the
    /// failure explains itself (a plist cannot make a job count twice, even when the message names
    /// the task), else all of them. The system's own words (`Registration rejected`, code 3) are read
    /// by their rules whatever this says.
    package var configurationSuspects: [String] {
        failureExplainsItself ? [] : exercisedIdentifiers
    }

    /// Who owns a failure that does not concern background work: the code its test exercises.
    package var codeUnderTestOwner: String {
        let suite = test.id.suite.isEmpty ? test.id.name : test.id.suite
        return "whoever owns the code `\(suite)` tests"
    }

    /// The verdict for a failure nothing ties to background tasks: still the code's error, but owned
    /// by whoever owns the code under test, and the next step says so.
    func codeUnderTestVerdict(rule: String, what: String, issue: TestIssue, fix: String) -> RuleVerdict {
        RuleVerdict(
            rule: rule, category: .businessLogicError, confidence: 0.7, stage: nil,
            reason: "\(what); nothing in the evidence involves background tasks.",
            evidence: issue.evidence.map { [$0] } ?? [],
            nextStep: "Run `\(test.id)` locally\(issue.place) and \(fix).",
            owner: codeUnderTestOwner)
    }

    /// The OS launched a task while this test waited: a `Starting simulated task: <BG…Task: ID>` line
    /// among the test's own lines naming a task it exercises (any task, when it exercises none we
    /// know of), or a launch record of an exercised task that the records place in the wait
    /// (`placedLaunch`). A launch on the OS's own time, after the wait, is not one: the test waited
    /// too little, which is the scheduling rules' case; nor is a launch the records cannot place.
    func launchWhileWaiting(window: Double?) -> (identifier: String?, evidence: EvidencePointer, recorded: Bool)? {
        if let line = simulatedLaunchLine(of: nil) {
            let named = TaskIdentifierScanner.identifiers(in: line.excerpt ?? "")
            return (exercisedIdentifiers.first(where: named.contains) ?? named.sorted().first, line, false)
        }
        for identifier in exercisedIdentifiers {
            if let launch = placedLaunch(identifier, within: window) { return (identifier, launch.evidence, true) }
        }
        return nil
    }

    /// The test's own `Starting simulated task` line for `identifier` — nil: for the task the test
    /// waits for (one its failure messages name), else one it exercises, else any — the system called
    /// that task's launch handler during the test.
    func simulatedLaunchLine(of identifier: String?) -> EvidencePointer? {
        let launches = logLines.lazy.filter { ($0.excerpt ?? "").includes(Self.simulatedLaunchPhrase) }
        if let identifier { return launches.first { TaskIdentifierScanner.identifiers(in: $0.excerpt ?? "").contains(identifier) } }
        // The messages are read only when the test printed such a line (most print none).
        guard launches.first != nil else { return nil }
        let awaited = Set(test.issues.flatMap { TaskIdentifierScanner.identifiers(in: $0.message) }).intersection(exercisedIdentifiers)
        return launches.first { line in
            let named = TaskIdentifierScanner.identifiers(in: line.excerpt ?? "")
            if !awaited.isEmpty { return !named.isDisjoint(with: awaited) }
            return exercisedIdentifiers.isEmpty || named.isEmpty || !named.isDisjoint(with: exercisedIdentifiers)
        }
    }

    /// What the system prints when it calls a task's launch handler for a simulated launch.
    static let simulatedLaunchPhrase = "Starting simulated task"

    /// A successful launch record of `identifier` that the records place in a wait: no later than
    /// `window` seconds (and a minute) after the latest successful submission before it, and not
    /// followed by a completion. Records carry no test, so one that cannot be placed — no
    /// submission before it, no readable time, no window — places nothing.
    func placedLaunch(_ identifier: String, within window: Double?) -> RegistrationRecord? {
        guard let window else { return nil }
        let submissions = records(identifier, .submission, .succeeded).compactMap { RecordTime.date($0.timestamp) }
        let completions = records(identifier, .completion).map { RecordTime.date($0.timestamp) }
        return records(identifier, .launch, .succeeded).first { launch in
            guard let date = RecordTime.date(launch.timestamp), let start = submissions.filter({ $0 <= date }).max() else { return false }
            // A completion at or after the launch (or at a time that cannot be read) ended it.
            let completed = completions.contains { $0.map { $0 >= date } ?? true }
            return date.timeIntervalSince(start) <= window + 60 && !completed
        }
    }

    /// Every record of `identifier`.
    func records(_ identifier: String) -> [RegistrationRecord] {
        registrations.filter { $0.identifier == identifier }
    }

    /// Records of `identifier` in `phase` (any outcome when nil).
    package func records(_ identifier: String, _ phase: RegistrationRecord.Phase, _ outcome: RegistrationRecord.Outcome? = nil) -> [RegistrationRecord] {
        registrations.filter { $0.identifier == identifier && $0.phase == phase && (outcome == nil || $0.outcome == outcome) }
    }

    /// The built plists (identifiers expanded), which alone say what the OS permits.
    package var builtPlists: [AppInfoPlist] { plists.filter { $0.unexpandedIdentifiers.isEmpty } }

    /// The first text containing `needle`, with its evidence.
    package func firstText(containing needle: String) -> (text: String, evidence: EvidencePointer?)? {
        texts.first { $0.text.includes(needle) }
    }

    /// Task identifiers the run knows of: from records and plists, plus reverse-DNS strings in the
    /// failure's texts that speak of a task and share their first two components with one of the
    /// app's own identifiers (`com.example.…` beside `com.example.app`) — so a host name, an error
    /// domain or a type path in a message is never taken for a task.
    package var knownIdentifiers: Set<String> {
        // An empty identifier (a plist's empty string) is in every text: it names no task.
        var identifiers = Set(registrations.map(\.identifier).filter { !$0.isEmpty })
        for plist in plists { identifiers.formUnion(plist.permittedIdentifiers.filter { !$0.isEmpty }) }
        let bundleIdentifiers = Set(plists.compactMap(\.bundleIdentifier))
        let ownPrefixes = Set((identifiers.union(bundleIdentifiers)).compactMap(Self.ownerPrefix))
        // The system's own words name a task identifier whatever its prefix (a plugin's `com.transistorsoft.fetch`).
        for (text, _) in texts {
            identifiers.formUnion(TaskIdentifierScanner.namedTasks(in: text))
        }
        guard !ownPrefixes.isEmpty else { return identifiers }
        for (text, _) in texts where TaskIdentifierScanner.speaksOfTasks(text) {
            for candidate in TaskIdentifierScanner.identifiers(in: text)
            where !bundleIdentifiers.contains(candidate) && Self.ownerPrefix(candidate).map(ownPrefixes.contains) == true {
                identifiers.insert(candidate)
            }
        }
        return identifiers
    }

    /// `com.example` of `com.example.app.refresh`.
    static func ownerPrefix(_ identifier: String) -> String? {
        let parts = identifier.split(separator: ".", maxSplits: 2)
        guard parts.count >= 2 else { return nil }
        return "\(parts[0]).\(parts[1])"
    }

    /// The task identifiers this test exercises: named in its messages or log lines, or whose last
    /// component is in the test's name (`cleanup` of `com.example.app.cleanup` in
    /// `testCleanupRuns`; all of `exposure-notification`'s parts; or one edit away, so a misspelled
    /// identifier is still tied to its test).
    private func identifiersExercised() -> [String] {
        let joinedTexts = texts.map(\.text).joined(separator: "\n")
        let known = knownIdentifiers
        let named = known.filter { joinedTexts.includes($0) }
        // The test's own name speaks first (`testCleanupRuns` in `RefreshTaskTests` exercises cleanup);
        // its suite's words only when the name ties it to no task.
        let byName = known.filter { Self.nameTies($0, TaskIdentifierScanner.words(of: test.id.name)) }
        let bySuite = byName.isEmpty ? known.filter { Self.nameTies($0, TaskIdentifierScanner.words(of: test.id.suite + " " + test.id.name)) } : []
        return Array(named.union(byName).union(bySuite)).sorted()
    }

    /// Whether words of a test's name name this task.
    private static func nameTies(_ identifier: String, _ words: Set<String>) -> Bool {
        guard let last = identifier.split(separator: ".").last?.lowercased() else { return false }
        let parts = last.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        if parts.count > 1 { return parts.allSatisfy { words.contains($0) } }
        guard last.count >= 4 else { return false }
        if words.contains(last) { return true }
        return last.count >= 5 && words.contains { EditDistance.between($0, last) == 1 }
    }
}

/// Finds task identifiers in free text and splits test names into words.
enum TaskIdentifierScanner {
    /// Reverse-DNS strings with at least three components (`com.example.app.refresh`).
    static func identifiers(in text: String) -> Set<String> {
        var found = Set<String>()
        let bytes = Array(text.utf8)
        var start = 0
        func isIdentifierByte(_ byte: UInt8) -> Bool {
            let lower = byte | 0x20
            return (lower >= 97 && lower <= 122) || (byte >= 48 && byte <= 57) || byte == 46 || byte == 45 || byte == 95
        }
        func take(_ end: Int) {
            var (low, high) = (start, end)
            while low < high, bytes[low] == 46 { low += 1 }
            while high > low, bytes[high - 1] == 46 { high -= 1 }
            guard high - low >= 5 else { return }
            let candidate = String(decoding: bytes[low..<high], as: UTF8.self)
            let parts = candidate.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count >= 3, parts.allSatisfy({ !$0.isEmpty }), parts[0].first?.isLetter == true,
                !candidate.hasSuffix(".swift"), !candidate.hasSuffix(".m")
            else { return }
            found.insert(candidate)
        }
        for (index, byte) in bytes.enumerated() where !isIdentifierByte(byte) {
            if index > start { take(index) }
            start = index + 1
        }
        if bytes.count > start { take(bytes.count) }
        return found
    }

    /// `task with identifier X`, `task request with identifier X`, `identifier=X` of a plugin's task.
    static func namedTasks(in text: String) -> Set<String> {
        var found = Set<String>()
        // Most texts name no task: in ASCII text (where no canonical equivalence can stretch a match),
        // a byte search for each marker says so without Foundation's `range(of:)`, which costs far more.
        let markers = ["with identifier ", "identifier=", "forTaskWithIdentifier:@\""]
        if !markers.contains(where: { text.includes($0) }), text.utf8.allSatisfy({ $0 < 0x80 }) { return found }
        for marker in markers {
            var rest = Substring(text)
            while let range = rest.range(of: marker) {
                let token = rest[range.upperBound...].drop { $0 == "<" || $0 == "\"" }.prefix { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_" }
                found.formUnion(identifiers(in: String(token)))
                rest = rest[range.upperBound...]
            }
        }
        return found
    }

    static let taskWords = ["task", "Task", "BGTask", "identifier", "register", "Register", "submit", "Submit", "schedul", "Schedul", "launch"]

    static func speaksOfTasks(_ text: String) -> Bool {
        taskWords.contains { text.includes($0) }
    }

    /// Lowercased words of camelCase / snake_case names: `testCleanupTaskRuns` → test, cleanup, task, runs.
    static func words(of name: String) -> Set<String> {
        // ASCII by bytes: the rules ask this of every failure's name, and `Character`'s properties
        // cost far more. Other text takes the `Character` path below.
        var name = name
        if let words = name.withUTF8(asciiWords) { return words }
        var words = Set<String>()
        var current = ""
        for character in name {
            if character.isUppercase, !current.isEmpty {
                words.insert(current.lowercased())
                current = String(character)
            } else if character.isLetter || character.isNumber {
                current.append(character)
            } else {
                if !current.isEmpty { words.insert(current.lowercased()) }
                current = ""
            }
        }
        if !current.isEmpty { words.insert(current.lowercased()) }
        return words
    }

    /// `words(of:)` of ASCII text, or nil when a byte is not ASCII.
    private static func asciiWords(_ bytes: UnsafeBufferPointer<UInt8>) -> Set<String>? {
        var words = Set<String>()
        var current: [UInt8] = []
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            let isUpper = byte >= 65 && byte <= 90
            if isUpper, !current.isEmpty {
                words.insert(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
                current.append(byte | 0x20)
            } else if isUpper || (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57) {
                current.append(isUpper ? byte | 0x20 : byte)
            } else if !current.isEmpty {
                words.insert(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
        }
        if !current.isEmpty { words.insert(String(decoding: current, as: UTF8.self)) }
        return words
    }
}

/// Names of the test doubles that take the OS's place in a test.
enum FakeScheduling {
    /// Prefixes of a double's type name, and what follows them (`MockTaskScheduler`, `FakeBGTaskScheduler`, `SpyScheduler`).
    static let doublePrefixes = ["Mock", "Fake", "Stub", "Spy", "InMemory", "Immediate"]
    static let doubledThings = ["Scheduler", "scheduler", "Clock", "clock", "TaskSubmitter", "BGTask", "BackgroundTask"]
    /// Names that are doubles on their own.
    /// (`_simulateLaunchForTaskWithIdentifier` is not one: a simulated launch still needs the OS to hold the request.)
    static let names = ["ManualClock", "TestClock", "ImmediateClock", "TestScheduler", "ImmediateScheduler"]

    static func mentions(_ text: String) -> Bool {
        if names.contains(where: { text.includes($0) }) { return true }
        for prefix in doublePrefixes where text.includes(prefix) {
            // The double's own name: the prefix, then within one identifier, the doubled thing.
            var rest = Substring(text)
            while let range = rest.range(of: prefix) {
                let identifier = rest[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if doubledThings.contains(where: { identifier.contains($0) }) { return true }
                rest = rest[range.upperBound...]
            }
        }
        return false
    }
}

/// Words that tie a failure to background tasks.
enum BackgroundVocabulary {
    static let phrases = [
        "BGTask", "BGAppRefresh", "BGProcessing", "background task", "Background task", "backgroundTask", "BackgroundTask", "launch handler", "launchHandler",
        "expirationHandler", "setTaskCompleted", "earliestBeginDate", "BackgroundFetch", "background fetch", "performFetch", "UIBackgroundModes",
        "task with identifier", "has been scheduled", "Registration rejected", "workmanager", "Workmanager",
    ]
    static let nameWords: Set<String> = [
        "background", "bgtask", "refresh", "processing", "scheduler", "schedule", "scheduled", "scheduling", "expiration", "expire", "expires",
        "expired", "job", "jobs", "task", "tasks", "launch", "handler", "idempotent", "idempotency", "cursor", "fetch",
    ]
}

extension TestIssue {
    /// ` (File.swift:42)`, or nothing when the issue has no location: for next steps.
    var place: String { location.map { " (\($0.file):\($0.line))" } ?? "" }
}

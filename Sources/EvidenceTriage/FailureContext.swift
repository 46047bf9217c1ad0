import EvidenceCore
import EvidenceReaders
import Foundation

/// Everything the rules may look at for one failed test: its own messages and log lines, and the
/// run-wide configuration signals (records, plists) that decide configuration regressions.
///
/// Built once per failure: the texts and the identifiers it exercises are worked out in `init`,
/// not again by every rule that asks.
package struct FailureContext: Sendable {
    /// A text of the failure (a message or a line) with the pointer that backs it.
    package typealias Text = (text: String, evidence: EvidencePointer?)

    package let test: TestResult
    /// Log lines printed while the test ran (from raw logs), with where they are.
    package let logLines: [EvidencePointer]
    /// The failing test's own code, from its function's declaration to the failing line, when the
    /// archive holds it (`collect --sources failing`): read for how the test was written, never as
    /// something the run said.
    package let code: [EvidencePointer]
    /// The members of the test's file its code uses (`ArchivedSources.helpers`): where a test reads
    /// what it asserts on through a helper of its own (`info["UIBackgroundModes"]`, `bundledOptions()`).
    package let helperCode: [EvidencePointer]
    package let registrations: [RegistrationRecord]
    /// When each task was submitted by another test (its records stamped with that test's name): a
    /// launch after one of those, later than this test's own submission, answered that test's request.
    let othersSubmissions: [String: [Date]]
    package let plists: [AppInfoPlist]
    /// Failure messages and log lines, each with the pointer that backs it.
    package private(set) var texts: [Text]
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
    /// The log ends while the test runs, and nothing else says its process died (no crash report, no line of
    /// a death, no restart, signal or lost runner): what `cutOffWhileWaiting` reads.
    private let onlyTheLogEnded: Bool
    /// Tasks the system named in the run's lines: refusing their registration at the app's launch
    /// (known to the run whatever prefix they have, so a test can be tied to one by its name), and
    /// the others it names (dasd's `bgRefresh-<task>` in a unified-log export, which holds every
    /// app's: tied to a test only where the test's own words name them).
    private var namedInTheRun: (refused: Set<String>, other: Set<String>) = ([], [])
    /// The identifiers any line of the run hands to a background URL session (the app's `background session
    /// X created`, written before or after this test's time): a session's there is no task's here.
    private var sessionsOfTheRun: Set<String> = []
    /// Where the app stamps its records with the running test and stamped some with this one: the tasks whose
    /// stamped records name only other tests, one of them a failure (refused while those ran).
    private var tasksOfOtherTests: Set<String> = []
    /// The tasks the run's lines say the system refused to register (`… is not advertised`), whichever test's.
    package var refusedInTheRun: Set<String> { namedInTheRun.refused }
    /// Which texts say each signal of `SignalCatalog` (positions in `texts`, in order): read once.
    private var signalTexts: [SignalID: [Int]] = [:]
    /// What the test expected (`Expectation`); worked out once.
    package private(set) var expectation = Expectation()
    /// The OS launched a task while this test waited (`launchWhileWaiting`); worked out once.
    package private(set) var launchedWhileWaiting: Launch?
    /// What the OS logged of the tasks, step by step (`SchedulerEvent`), from the run's lines this
    /// failure takes and its own: read once.
    package private(set) var schedulerEvents: [SchedulerEvent] = []
    /// The entitlements the build printed for each product it signed.
    package let signedEntitlements: [SignedEntitlements]
    /// Where the run's tests ran, as xcodebuild was told (`platform=iOS Simulator,name=iPhone 15,OS=17.2`).
    package let destination: String?
    /// The test passed in another run of the same build (`MergedRun.passedOnTheSameBuild`): the build's
    /// static configuration was the one that passed.
    package var passedOnTheSameBuild = false
    /// …on another destination (`MergedRun.passedOnAnotherDestination`): the same code passed there.
    package var passedOnAnotherDestination = false
    /// The files the failure's issues are placed in that the archive holds (`sources/`, resolved as
    /// `collect --sources` resolves them): the project's own code, not a library's built elsewhere.
    package var archivedPlaces: Set<String> = []
    /// The archived files the checkout held as Git LFS pointers (`ArchivedSources.lfsPointers`), by repository path.
    package var lfsPointers: [String] = []
    /// What the tests ran with: the archived test plans and schemes, and which the run named (`TestSetup`).
    package var testSetup = TestSetup()
    /// The whole archived file of the failing test, by line (empty where the archive lacks it): what its suite sets up.
    package var testFile: [String] = []

    /// A launch of a task the test waited for: which task, what shows it, and whether a record does.
    package typealias Launch = (identifier: String?, evidence: EvidencePointer, recorded: Bool)

    /// The test's time on the clock the device's lines were written with, when the log gives it.
    package let window: TestWindow?

    package init(test: TestResult, logLines: [EvidencePointer] = [], registrations: [RegistrationRecord] = [], plists: [AppInfoPlist] = [],
                runLines: [EvidencePointer] = [], code: [EvidencePointer] = [], helperCode: [EvidencePointer] = [], signedEntitlements: [SignedEntitlements] = [],
                destination: String? = nil, window: TestWindow? = nil, onlyTestThatCrashed: Bool = true, crashesTestsShow: Set<Int> = [],
                plistsRanWith: [AppInfoPlist]? = nil) {
        let (logLines, runLines) = (Self.withoutAbortsOfAKilledTest(logLines, test), Self.withoutAbortsOfAKilledTest(runLines, test))
        self.test = test
        self.window = window
        self.destination = destination
        self.signedEntitlements = signedEntitlements
        self.logLines = logLines
        self.code = code
        self.helperCode = helperCode
        self.registrations = Self.own(registrations, of: test.id)
        othersSubmissions = Self.submissionsByOtherTests(registrations, than: test.id)
        // (The run's answer, the same for every failure: `Triage.run` works it out once and passes it.)
        self.plists = plistsRanWith ?? Self.ranWith(plists, registrations: registrations)
        texts = test.issues.map { ($0.message, $0.evidence) } + logLines.map { ($0.excerpt ?? "", $0) }
        (exercisedIdentifiers, self.runLines) = ([], [])
        // XCUITest's `Application com.example.app is not running`, or a crash report the app (or an extension) wrote
        // while the test ran: the app died under the test, whatever its own message says (a widget never rendered).
        let app = AppUnderTest(plists: plists, module: test.id.module)
        let saysItCrashed = Self.saysItCrashed(test)
        let waited = test.issues.contains { SignalCatalog.signal(.waitTimedOut).matches($0.message) }
        // The processes the app printed from while the test ran: another process's report is not this test's crash.
        let printedFrom = Set(logLines.compactMap { CrashReportLine.processID(in: $0.excerpt ?? "") })
        let crashReports = Self.reportsOfItsCrash(test, saysItCrashed: saysItCrashed, waited: waited, in: runLines, app: app, window: window,
                                                  onlyTestThatCrashed: onlyTestThatCrashed, printedFrom: printedFrom, firstPrinted: Self.firstPrinted(logLines))
        let diedInItsLines = logLines.contains { Self.saysTheProcessDied($0.excerpt ?? "") }
        crashed = !crashReports.isEmpty || saysItCrashed || diedInItsLines
        onlyTheLogEnded = crashReports.isEmpty && !diedInItsLines && Self.onlyTheLogEnds(test)
        signalTexts = Self.signalTexts(texts)
        (namedInTheRun, sessionsOfTheRun, tasksOfOtherTests) = (Self.named(in: runLines), Self.sessions(in: runLines), Self.tasksOfOtherTests(registrations, test.id))
        exercisedIdentifiers = identifiersExercised()
        failureExplainsItself = explainsItself()
        if !runLines.isEmpty {
            let crashed = self.crashed
            // A failure that explains itself in the job's terms takes no run-wide line about its task; nor
            // does a test whose code stands a double in for the scheduler (`RecordingContinuedScheduler`):
            // it never asked the OS, so what the OS said of the task at launch is not its story.
            let doublesTheScheduler = (code + helperCode).contains { line in
                let text = line.excerpt ?? ""
                return !Self.isComment(text) && FakeScheduling.mentions(text)
            }
            let exercised = failureExplainsItself || doublesTheScheduler ? [] : exercisedIdentifiers
            let launchCrash = SignalCatalog.signal(.launchCrash)
            // Where the run ran, and what its build left out of the bundle, speak for every test of it.
            let fallback = SignalCatalog.signal(.destinationFallback), undeclared = SignalCatalog.signal(.resourceUndeclared)
            let xcconfigUnread = SignalCatalog.signal(.xcconfigUnreadable)
            let usage = SignalCatalog.signal(.usageDescriptionMissing)
            let otherApps = Self.otherApps(than: test.id.module, plists: plists)
            // The processes this test's own crash named (`Crash: App (48377) …`): another process's launch crash is another test's.
            // So are those the app printed from while it ran, and a crash report's lines are of the process its first line names.
            let ownCrashes = Set(test.issues.compactMap { CrashReportLine.crashedProcess(in: $0.message) }).union(printedFrom)
            // Each crash report's first line, by the report's path: its process and its time are its lines' too
            // (a report's lines carry neither). (Read only for a test that crashed: no other reads a launch crash.)
            let headers = !crashed ? [] : runLines.compactMap { line in
                IPSCrashReport.crash(in: line.excerpt ?? "").map { (path: line.path, time: $0.time, process: CrashReportLine.processID(in: line.excerpt ?? "")) }
            }
            let reportedProcess = Dictionary(headers.compactMap { header in header.process.map { (header.path, $0) } }, uniquingKeysWith: { first, _ in first })
            let reportTimes = Dictionary(headers.map { ($0.path, $0.time) }, uniquingKeysWith: { first, _ in first })
            // (With none of its own, a process whose crash a crashed test's own lines show is that test's: another's,
            // since the crashes this test's own lines show are among the processes it printed from.)
            let anotherProcess = { (line: EvidencePointer) in
                guard let process = CrashReportLine.processID(in: line.excerpt ?? "") ?? reportedProcess[line.path] else { return false }
                return ownCrashes.isEmpty ? crashesTestsShow.contains(process) : !ownCrashes.contains(process)
            }
            let (noExtension, notInBundle, extensionClass) = (SignalCatalog.signal(.noExtensionFound), SignalCatalog.signal(.resourceNotInBundle), SignalCatalog.signal(.extensionClassMissing))
            let (entitlement, appGroup, sharedContainer) = (SignalCatalog.signal(.entitlementMissing), SignalCatalog.signal(.appGroupUnavailable), SignalCatalog.signal(.sharedContainerMissing))
            let usesTheKeychain = code.contains { line in !Self.isComment(line.excerpt ?? "") && SignalVocabulary.speaksOfTheKeychain(line.excerpt ?? "") }
            let readNothingBack = test.issues.contains { issue in
                SignalVocabulary.nilFailures.contains(where: issue.message.includes) || SignalVocabulary.speaksOfTheKeychain(issue.message)
            }
            let (extensionUnfindable, embedsNone) = ExtensionNotRunnableRule.extensionsOfTheAppItDrives(test.id, plists, destination: destination)
            self.runLines = runLines.filter { line in
                let text = line.excerpt ?? ""
                // (A crash report's first line names the task whose queue crashed: not the story of a test that neither
                // crashed nor waited — it ran to its own assertion, and the crash was another clone's or a later test's.)
                return (crashed && launchCrash.matches(text) && !(AppUnderTest.process(of: text).map { otherApps.contains(String($0)) } ?? false) && !anotherProcess(line))
                    || (exercised.contains { text.includes($0) } && (crashed || waited || IPSCrashReport.crash(in: text) == nil))
                    || fallback.matches(text) || undeclared.matches(text) || xcconfigUnread.matches(text)
                    || Self.speaksOfTheSubject(of: test, text, code: code)
                    // The system's refusal of a permission for a test whose app crashed: TCC ends the app that way (a Maestro flow's `App crashed`) — at a time within
                    // the test's when both are known (a device log's dump holds every test's), else only for the run's one crashed test.
                    || (crashed && usage.matches(text) && (window == nil ? onlyTestThatCrashed : Self.written(line, in: window, reportTimes: reportTimes)))
                    // The keychain refusing the process for want of an entitlement (-34018), for a test whose own code
                    // uses the keychain: its failure (a value read back as nil) is what that refusal leaves.
                    // (Only a failure that read nothing back, or names the keychain itself; written within its time when both are known.)
                    || (usesTheKeychain && readNothingBack && entitlement.matches(text) && SignalVocabulary.speaksOfTheKeychain(text) && Self.written(text, in: window))
                    // The app refused an entitlement's capability (for the run), under a test that waited for it and uses it.
                    || (entitlement.matches(text) && Self.writtenByTheApp(text, app) && Self.awaitedADelivery(test) && Self.usesTheRefusedCapability(text, code: code))
                    // The OS refusing a process its app group's container, at a time within this test's (the
                    // extension or app the test drove came up unsigned for the group): a line with no time is no test's.
                    // (So is a background session's refusal for want of a shared container, the extension's own.)
                    || ((appGroup.matches(text) || sharedContainer.matches(text)) && Self.writtenWithin(text, window) && Self.writtenByTheApp(text, app))
                    // The app's own crash, reported while the test ran.
                    || crashReports.contains(line)
                    // The system's search for an extension that was built in an app's wrapper, for a test that drives the app (or its loading of one whose class it did not find).
                    || (extensionUnfindable && noExtension.matches(text))
                    || ((embedsNone && noExtension.matches(text) || extensionClass.matches(text) && ExtensionNotRunnableRule.drivesTheApp(test.id)) && Self.written(text, in: window))
                    || (notInBundle.matches(text) && Self.namesAFileOf(text, in: test.issues.map(\.message)))
                    // The system's receipt of a push (its flags: one that cannot wake the app), while a test that sent one waited.
                    || (Self.pushReceived.matches(text) && Self.written(text, in: window) && PushCannotWakeRule.awaitsAPushWake(test, code: code))
            }
            let first = texts.count
            texts += self.runLines.map { ($0.excerpt ?? "", $0) }
            for (id, positions) in Self.signalTexts(Array(texts[first...])) { signalTexts[id, default: []] += positions.map { $0 + first } }
        }
        evidenceSpeaksOfBackgroundWork = speaksOfBackgroundWork()
        testItselfSpeaksOfBackgroundWork = speaksItselfOfBackgroundWork()
        schedulerEvents = SchedulerEvent.events(in: logLines + self.runLines)
        expectation = Expectation(self)
        launchedWhileWaiting = launchWhileWaiting(window: expectation.wait?.seconds)
    }

    /// Whether the test's own code (not its comments) uses the capability an entitlement refusal names: the
    /// words (lowercased) its code says of each.
    static func usesTheRefusedCapability(_ text: String, code: [EvidencePointer]) -> Bool {
        let lowered = text.lowercased()
        guard let words = refusedCapabilityWords.first(where: { lowered.includes($0.entitlement) })?.code else { return false }
        return code.contains { line in
            let excerpt = (line.excerpt ?? "").lowercased()
            return !isComment(excerpt) && words.contains(where: excerpt.includes)
        }
    }

    /// An entitlement's word in a refusal, and what code that uses the capability says. (Not iCloud's: a
    /// CloudKit change arrives as a push, which the OS delivers when it will.)
    /// (The frameworks' own names, not a word as common as `push` — `pushViewController`, `Navigator.push` — or `health`
    /// — `/healthz`, `isHealthy`.)
    static let refusedCapabilityWords: [(entitlement: String, code: [String])] = [
        ("healthkit", ["healthkit", "hkhealthstore", "healthstore", "hkobserverquery", "hkquantity", "hksample", "enablebackgrounddelivery"]),
        ("aps-environment", ["pushkit", "pkpushregistry", "pushregistry", "voip", "apns", "remotenotification", "devicetoken", "pushtoken"]),
    ]

    /// A wait of more than a moment for what the system delivers (`"step observer woke the app"`, 60 s), not for
    /// a callback of the code's own that the test set going (`"fetch completion called"`, `"init returned"`).
    static func awaitedADelivery(_ test: TestResult) -> Bool {
        test.issues.contains { issue in
            SignalCatalog.signal(.waitTimedOut).matches(issue.message) && (Expectation.seconds(in: issue.message) ?? 0) > Expectation.shortWaitSeconds * 2
                && !awaitsTheCodesCallback.contains(where: issue.message.lowercased().includes)
        }
    }

    /// What a wait's description says of a callback of the code's own (lowercased): a completion handler
    /// called, an initialiser returned.
    static let awaitsTheCodesCallback = ["completion", " called", "returned"]

    /// Whether a line of the run speaks of what the test is about: the system's refusal of a permission,
    /// for a test about that permission; CallKit's call source refused, for a test about a call; a plugin's native side missing from the built app, for a test
    /// about that plugin; an SDK's missing configuration file, for a test that failed on that SDK not
    /// being set up; a scheme the app may not query, for a test about what opens it; a spindump's
    /// reading of the thread that held this test's function (`SpindumpReport`).
    static func speaksOfTheSubject(of test: TestResult, _ text: String, code: [EvidencePointer]) -> Bool {
        let (usage, configurationFile, scheme) = subjectSignals
        return (usage.matches(text) && UsageDescriptionMissingRule.permissionNamed(in: text).map { UsageDescriptionMissingRule.testIsAbout($0.words, test) } == true)
            || UnlinkedPluginLine.concerns(text, test)
            || (configurationFile.matches(text) && test.issues.contains { BundledResourceMissingRule.saysNotSetUp($0.message) })
            || (scheme.matches(text) && QuerySchemeNotDeclaredRule.scheme(in: text).map { QuerySchemeNotDeclaredRule.testIsAbout($0, test, code: code) } == true)
            || ClassInTwoTargetsRule.duplicatedIntoTheTestBundle(text, of: test, code: code)
            || (MessageRule.refusesTheCallSource(text) && MessageRule.aboutCalls(test, code: code))
            || SpindumpReport.Hang.isOf(test.id, text)
    }

    private static let pushReceived = SignalCatalog.signal(.pushReceived)

    /// The signals `speaksOfTheSubject` reads, looked up once (it runs for every line of the run, for every failure).
    private static let subjectSignals = (SignalCatalog.signal(.usageDescriptionMissing), SignalCatalog.signal(.configurationFileMissing),
                                         SignalCatalog.signal(.querySchemeUndeclared))

    /// The processes of the run's other built apps, when one built app is the test's own (`TidepoolTests`
    /// → `Tidepool`): a crashed test's launch lines from elsewhere in the run are its app's, not another
    /// scheme's app built and tested in the same job (`TidepoolPro`).
    static func otherApps(than module: String?, plists: [AppInfoPlist]) -> Set<String> {
        let apps = AppUnderTest(plists: plists, module: nil).processNames
        let own = AppUnderTest(plists: [], module: module).processNames
        return own.isDisjoint(with: apps) ? [] : apps.subtracting(own)
    }

    /// The OS's logged steps of `task` (of one `kind`), in the order the lines came.
    package func events(of task: String, _ kind: SchedulerEvent.Kind? = nil) -> [SchedulerEvent] {
        schedulerEvents.filter { $0.task == task && (kind == nil || $0.kind == kind) }
    }

    /// The app replaced its pending request of `task`: dasd cancelled an activity of it and took in
    /// one under another name next to it (`Submitted Activity: bgRefresh-<task>:041399`, `CANCELED:
    /// bgRefresh-<task>:94ED7E`, in either order), and nothing launched after: submitting an
    /// identifier again replaces its pending request. A cancellation with no new request beside it
    /// (the app's `cancel(taskRequestWithIdentifier:)`) is none.
    package func replacedRequest(_ task: String) -> (cancelled: SchedulerEvent, resubmitted: SchedulerEvent)? {
        let steps = events(of: task)
        let accepted = { (step: SchedulerEvent) in step.kind == .accepted && step.activity != nil }
        for (index, step) in steps.enumerated().reversed() where step.kind == .cancelled {
            let beside = [steps[(index + 1)...].firstIndex(where: accepted), steps[..<index].lastIndex(where: accepted)].compactMap { $0 }
            guard let new = beside.first(where: { steps[$0].activity != step.activity }),
                !steps[max(index, new)...].contains(where: { $0.kind == .launched })
            else { continue }
            return (step, steps[new])
        }
        return nil
    }

    /// The OS's launch of `identifier` (its framework's `Handling launch from daemon …`, `Running task: …`)
    /// no later than `window` seconds, and a minute, after the task's last submission before it —
    /// both times read from the evidence, so a Console copy (a time of day, no date) places none.
    func launchedByTheOS(_ identifier: String, within window: Double?) -> SchedulerEvent? {
        guard let window else { return nil }
        let submitted = submissionTimes(of: identifier)
        return events(of: identifier, .launched).first { launch in
            guard let at = StageTime(launch.evidence.excerpt ?? "")?.date, let start = submissionAnswered(by: at, of: identifier, among: submitted) else { return false }
            return at.timeIntervalSince(start) <= window + 60
        }
    }

    /// The timeline of each task this failure exercises that the evidence says anything of.
    package var timelines: [TaskTimeline] {
        exercisedIdentifiers.map { TaskTimeline($0, in: self) }.filter(\.isKnown)
    }

    /// The tasks the system names in `lines`: its registration refusals name them anywhere in the
    /// line; its other words only where they name a task as the system does (`task with identifier X`,
    /// `bgRefresh-X:…`).
    private static func named(in lines: [EvidencePointer]) -> (refused: Set<String>, other: Set<String>) {
        let refusals: Set<SignalID> = [.registrationRejected, .noLaunchHandler, .registrationRefused]
        let naming = SignalCatalog.all.filter { refusals.contains($0.id) || ($0.speaker == .system && $0.identifier == .namedTask) }
        var named: (refused: Set<String>, other: Set<String>) = ([], [])
        for line in lines {
            let text = line.excerpt ?? ""
            for signal in naming where signal.matches(text) {
                let tasks = TaskIdentifierScanner.tasks(in: text, as: signal.identifier)
                if refusals.contains(signal.id) { named.refused.formUnion(tasks) } else { named.other.formUnion(tasks) }
            }
        }
        return named
    }

    /// For each signal, the positions of the texts that say it.
    private static func signalTexts(_ texts: [Text]) -> [SignalID: [Int]] {
        var found: [SignalID: [Int]] = [:]
        for (position, text) in texts.enumerated() {
            for id in SignalCatalog.signals(in: text.text) { found[id, default: []].append(position) }
        }
        return found
    }

    // MARK: - Signals

    /// Whether any text says `id`.
    package func says(_ id: SignalID) -> Bool { signalTexts[id] != nil }

    /// Every text that says `id`, in order.
    package func texts(saying id: SignalID) -> [Text] { (signalTexts[id] ?? []).map { texts[$0] } }

    /// The text that says `id` best: one naming its error code first, then by the order of the
    /// signal's phrases (its first phrase is its plainest), then by the texts' order.
    package func text(saying id: SignalID) -> Text? {
        guard let positions = signalTexts[id] else { return nil }
        let signal = SignalCatalog.signal(id)
        if !signal.codes.isEmpty, let position = positions.first(where: { !SchedulerErrorCode.codes(in: texts[$0].text).isDisjoint(with: signal.codes) }) {
            return texts[position]
        }
        for phrase in signal.phrases {
            if let position = positions.first(where: { texts[$0].text.includes(phrase) }) { return texts[position] }
        }
        return texts[positions[0]]
    }

    /// The tasks the texts saying `id` name, as the signal names them.
    package func identifiers(saying id: SignalID) -> Set<String> {
        let source = SignalCatalog.signal(id).identifier
        return texts(saying: id).reduce(into: Set<String>()) { $0.formUnion(TaskIdentifierScanner.tasks(in: $1.text, as: source)) }
    }

    /// The first (or the `last`) text that says `id` of `task` (the tasks it names read as the signal reads them).
    package func text(saying id: SignalID, of task: String, last: Bool = false) -> Text? {
        let source = SignalCatalog.signal(id).identifier
        let saying = texts(saying: id)
        let names = { (text: Text) in TaskIdentifierScanner.tasks(in: text.text, as: source).contains(task) }
        return last ? saying.last(where: names) : saying.first(where: names)
    }

    /// The apps' own bundle identifiers, which a line may name beside a task (`bgRefresh-<app>:<task>`,
    /// `Launch com.example.app`): no task, unless the records or the plist say one is named so.
    private static func appsNotTasks(_ bundleIdentifiers: Set<String>, registrations: [RegistrationRecord], plists: [AppInfoPlist]) -> Set<String> {
        bundleIdentifiers.subtracting(registrations.map(\.identifier)).subtracting(plists.flatMap(\.permittedIdentifiers))
    }

    /// The signals that say the pipeline broke before the job ran: a registration or a submission
    /// refused, or no request held.
    static let refusals = SignalCatalog.all.filter { signal in
        (signal.stage == .registration || signal.stage == .submission) && (signal.outcome == .failed || signal.outcome == .absent)
    }.map(\.id)

    /// The text names tasks (of `known`, the run's), none of them one the test exercises (which it names
    /// some of): the system's word about another task — a UI test's launch refuses every task it cannot register.
    func namesOnlyOtherTasks(_ text: String, known: Set<String>) -> Bool {
        guard !exercisedIdentifiers.isEmpty else { return false }
        let tasks = known.filter { TaskIdentifierScanner.names($0, exactlyIn: text) }
        return !tasks.isEmpty && tasks.isDisjoint(with: exercisedIdentifiers)
    }

    /// The first text that says the pipeline broke before the job ran (`refusals`), or names the
    /// scheduler's error in any spelling: the system's story, not the job's.
    /// (Not a refusal that names only tasks other than the ones the test exercises: a UI test's launch of
    /// the app refuses every task the app cannot register, whichever the test is about.)
    /// (Nor, for a test that itself says nothing of background work, a text that is not its own message: a
    /// plugin's refusal at the app's launch, which every launch prints — `testItselfSpeaksOfBackgroundWork`.)
    package var systemRefusal: Text? {
        let known = knownIdentifiers
        let counts = { (text: Text) in
            !namesOnlyOtherTasks(text.text, known: known) && (testItselfSpeaksOfBackgroundWork || test.issues.contains { $0.message.includes(text.text) })
        }
        for id in Self.refusals {
            for position in signalTexts[id] ?? [] where counts(texts[position]) { return texts[position] }
        }
        return texts.first { text in SignalVocabulary.schedulerErrorWords.contains { text.text.includes($0) } && counts(text) }
    }

    /// The test replaced the OS's scheduler or clock with its own (`MockTaskScheduler`, `FakeClock`,
    /// `TestClock`, …): the OS is out of the loop, so nothing it does (or does not) explains a failure.
    package var schedulerIsFaked: Bool { expectation.double != nil }
    /// A double stands in for the scheduler itself: not a fake clock beside the real `BGTaskScheduler.shared` (or
    /// Objective-C's `sharedScheduler`), which still reads the plist and writes the app's records.
    package var schedulerIsADouble: Bool {
        schedulerIsFaked && !codeSays { $0.includes("bgtaskscheduler.shared") || $0.includes("sharedscheduler") }
    }

    /// The scheduler itself (or its task) is the test's double, not only the clock: the refusals and
    /// exceptions the OS's scheduler raises were the double's to raise (a fake clock beside the real
    /// scheduler leaves them the OS's).
    package var schedulerObjectIsFaked: Bool {
        guard let double = expectation.double?.text else { return false }
        return !double.includes("Clock") && !double.includes("clock")
    }

    /// Whether anything ties the failure to background tasks: an identifier it exercises, the
    /// system's or the job's vocabulary in its texts, or its name. When nothing does, the failure is
    /// the code under test's, whoever owns it — not the background job's.
    package var concernsBackgroundWork: Bool {
        evidenceSpeaksOfBackgroundWork || nameSpeaksOfBackgroundWork
    }

    /// A task the failure exercises, or words of background work in its messages and lines: more than
    /// a word of the test's name (`fetchRecipes` is no background fetch).
    /// (Worked out once, at the end of `init`: a dozen rules ask.)
    package private(set) var evidenceSpeaksOfBackgroundWork = false

    private func speaksOfBackgroundWork() -> Bool {
        let drivesTheApp = ExtensionNotRunnableRule.drivesTheApp(test.id)
        return !exercisedIdentifiers.isEmpty || texts.contains { text in
            SignalVocabulary.backgroundPhrases.contains { text.text.includes($0) } && !(drivesTheApp && Self.onlyRegistersAHandler(text.text))
        } || awaitsAVisit
    }

    /// The app started Core Location's visit monitoring (its own line) and the test speaks of a visit, an arrival,
    /// a dwell or a departure (its name or messages): what it awaits is the system's inference from dwell and
    /// movement. (Not any test whose window holds that line: an app starts it at every launch.)
    private var awaitsAVisit: Bool {
        guard logLines.contains(where: { ($0.excerpt ?? "").includes("startMonitoringVisits") }) else { return false }
        let words = NameWords(test.id.suite + " " + test.id.name).set.union(test.issues.flatMap { TaskIdentifierScanner.words(of: $0.message) })
        return !words.isDisjoint(with: ["visit", "visits", "arrival", "arrivals", "arrived", "dwell", "departure", "departed"])
    }

    /// A line of what the app does for a task at every launch: registers its handler (`onlyRegistersAHandler`), or
    /// registers or submits it and says nothing else — no signal but a registration's or a submission's that went
    /// through, no scheduler's code (`[TSBackgroundFetch scheduleBGAppRefresh] com.transistorsoft.fetch`).
    static func launchRoutine(_ text: String) -> Bool {
        if onlyRegistersAHandler(text) { return true }
        let lowered = text.lowercased()
        guard SchedulerErrorCode.codes(in: text).isEmpty, !saysItWentWrong.contains(where: lowered.includes) else { return false }
        return SignalCatalog.signals(in: text).allSatisfy { id in
            let signal = SignalCatalog.signal(id)
            return (signal.stage == .registration || signal.stage == .submission) && signal.outcome == .ok
        } && ["regist", "schedul", "submit"].contains(where: lowered.includes)
    }

    /// Words (lowercased) of a line about a registration or a submission that did not go through.
    static let saysItWentWrong = ["fail", "reject", "not ", "error", "denied", "refus", "must", "already", "no launch handler"]

    /// A line of the app registering a task's handler, as every launch of it does (`Registering launch handler
    /// for …`), that says nothing else: no signal of the catalog's (not `No launch handler registered for …`,
    /// `All launch handlers must be registered before …`, `… has already been registered`), no failure.
    /// A UI test's launch of the app says so of every task, and nothing of the test's own background work.
    static func onlyRegistersAHandler(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return lowered.includes("register") && SignalCatalog.signals(in: text).isEmpty && !saysItWentWrong.contains(where: lowered.includes)
    }

    /// The failure explains itself in the job's own terms: an assertion about the job's data
    /// (idempotency, cursor, cache…) or an error thrown or trapped in code. Then a task tied to the test
    /// by its name alone is no configuration suspect: a job's unit test does not go through the OS.
    private func explainsItself() -> Bool {
        let messages = test.issues.map(\.message)
        let assertion = messages.contains(where: SignalVocabulary.asserts)
        // An assertion about the job's data, or any value assertion in a job's own suite (`SyncJobTests`).
        let jobSuite = TaskIdentifierScanner.words(of: test.id.suite).contains { $0 == "job" || $0 == "jobs" }
        let jobAssertion = assertion && (jobSuite || Expectation.aboutJobData(messages + failingAssertionCode, name: test.id.name))
        // (Nor where a message reports the registration of a task a record says was refused: it reports
        // that refusal, whatever job words the task's name holds.)
        // (`registration failed for X`, `could not register X`, `X was not registered`: the words next to
        // `regist` say it failed — not XCTest's own `XCTAssertTrue failed` elsewhere in the message.)
        let namesARefusedTask = exercisedIdentifiers.contains { id in
            messages.contains { message in
                let rest = message.replacingOccurrences(of: id, with: "").lowercased()
                guard message.includes(id), let word = rest.range(of: "regist") else { return false }
                let near = rest[(rest.index(word.lowerBound, offsetBy: -16, limitedBy: rest.startIndex) ?? rest.startIndex)..<(rest.index(word.upperBound, offsetBy: 20, limitedBy: rest.endIndex) ?? rest.endIndex)]
                // (`Register returned false`: BGTaskScheduler's own answer to a refused registration.)
                return ["fail", "not ", "n't", "unable", "refus", "reject", "returned false"].contains(where: near.contains)
            } && !standingRegistrationFailures(id).isEmpty
        }
        // (Nor where the test simulated a launch and the system, in the test's own lines, held no request for a task whose
        // registration was refused: the job never ran, and its data says only that.)
        let launchFoundARefusedTaskMissing = exercisedIdentifiers.contains { id in
            logLines.contains { line in
                SignalCatalog.signal(.noTaskRequest).matches(line.excerpt ?? "") && TaskIdentifierScanner.identifiers(in: line.excerpt ?? "").contains(id)
            }
                && !standingRegistrationFailures(id).isEmpty
        }
        // (Not for a test whose app died under it: the assertion then saw what the crash left.)
        return jobAssertion && !crashed && !namesARefusedTask && !launchFoundARefusedTaskMissing || says(.errorThrown)
    }

    /// The exercised identifiers whose configuration can explain this failure: none when the
    /// failure explains itself (a plist cannot make a job count twice, even when the message names
    /// the task), else all of them. The system's own words (`Registration rejected`, code 3) are read
    /// by their rules whatever this says.
    package var configurationSuspects: [String] {
        if failureExplainsItself || foundWorkWhereNoneExpected || namesUIKitsBackgroundTasks { return [] }
        // A test whose own code stands a double in for the OS's scheduler or clock (`ManualClock`,
        // `FakeTaskScheduler`) never asked the OS: a task its name ties it to, that neither its words nor
        // its code name, is no plist entry this failure can be about.
        // So does one whose code and name say nothing of the OS's path to a task — it calls the app's code
        // itself (a `PhotoUploadJobTests` crashing in its own wait helper beside a task `….photos.upload`).
        // And one whose code (its whole function to the failing line, and its helpers) takes no step of that path, whatever
        // its name says of background work (`shows Synced after background sync completes`, its code running the
        // job itself): the name's word alone ties it to no task.
        // (`saysNothingOfTheOSPath`, the name's words too, implies it.)
        let said = test.issues.map(\.message) + (code + logLines).compactMap(\.excerpt)
        if expectation.double != nil || codeTakesNoStepOfTheOSPath, !code.isEmpty {
            return exercisedIdentifiers.filter { id in said.contains { $0.includes(id) } }
        }
        // Nor a task whose every record the app stamped with other tests' names, never this one's: the app took no
        // step of it while this test ran (it died before registering, say) — unless the test's own words name it.
        return exercisedIdentifiers.filter { id in !recordedOnlyUnderOtherTests(id) || said.contains { $0.includes(id) } }
    }

    /// The app's records of `id` all carry another test's stamp: none this test's, nor one of its name under another
    /// suite (a log that printed no suite for it, a JUnit's other spelling); and this test's own suite is known.
    func recordedOnlyUnderOtherTests(_ id: String) -> Bool {
        guard !test.id.suite.isEmpty else { return false }
        let records = registrations.filter { $0.identifier == id }
        let bare = { (name: Substring) in name.hasSuffix("()") ? name.dropLast(2) : name }
        return !records.isEmpty && records.allSatisfy { record in
            guard let stamp = record.test, let slash = stamp.lastIndex(of: "/") else { return false }
            return !isStampedWithTheTest(record) && bare(stamp[stamp.index(after: slash)...]) != bare(Substring(test.id.name))
        }
    }

    /// The failure found work done where the test expected none — an equality whose expected side is an empty
    /// collection and whose found side holds values, not errors the code recorded (`("[900.0]") is not equal to ("[]")`) —
    /// in a test whose messages and code name none of the tasks: a broken configuration takes work away. (Not an
    /// expected `0`: a count left is as often work undone; nor where the test names the task, whose fallback may be the work.)
    var foundWorkWhereNoneExpected: Bool {
        let errorWords = ["error", "fail", "denied", "permit", "reject", "refus", "code="]
        guard !errorWords.contains(where: failingStatement.lowercased().includes) else { return false }
        let said = test.issues.map(\.message) + code.compactMap(\.excerpt)
        guard !exercisedIdentifiers.contains(where: { id in said.contains { $0.includes(id) } }) else { return false }
        return test.issues.contains { issue in
            guard let (actual, expected) = LocalizedKeyReturnedRule.equality(in: issue.message) else { return false }
            return Self.nothing.contains(expected) && !Self.nothing.contains(actual) && !actual.isEmpty
                && !errorWords.contains(where: actual.lowercased().includes)
        }
    }

    /// The test's code is about UIKit's background tasks — `beginBackgroundTask(withName:)`, its identifier, a double's
    /// begun names — and never about BGTaskScheduler: the names it holds are no task the Info.plist permits.
    var namesUIKitsBackgroundTasks: Bool {
        // (Its own file — its function, the assertions that failed after its failing line, the members it uses: a file
        // archived beside it may be the one that registers the app's scheduler tasks.)
        let file = code.first?.path
        let lines = (code + helperCode.filter { $0.path == file }).compactMap(\.excerpt).filter { !Self.isComment($0) }
        return lines.contains { line in Self.uiKitBackgroundTaskWords.contains(where: line.includes) }
            && !lines.contains { line in Self.schedulerWords.contains(where: line.includes) }
    }

    static let uiKitBackgroundTaskWords = ["beginBackgroundTask", "endBackgroundTask", "UIBackgroundTaskIdentifier", "begunTaskNames", "backgroundTaskID"]
    static let schedulerWords = ["BGTaskScheduler", "BGAppRefreshTask", "BGProcessingTask", "BGTaskRequest", "forTaskWithIdentifier", "TaskScheduler"]

    /// What a test's equality expects when it expects nothing done.
    static let nothing: Set<Substring> = ["[]", "[:]"]

    /// The archived code of a test that is no UI test, its helpers and its name, name nothing of the OS's
    /// path to a task: no scheduler, submission, registration or configuration, no launch, background or
    /// expiration. (Not `codeTouchesNoTask`: its `wait` and `request` are any helper's and any stub's —
    /// `waitForFetcher(fetcher)`, `server.requestCount`.)
    package var saysNothingOfTheOSPath: Bool {
        guard !code.isEmpty, !ExtensionNotRunnableRule.drivesTheApp(test.id) else { return false }
        let name = (test.id.suite + " " + test.id.name).lowercased()
        return !Self.osPathWords.contains(where: name.includes) && !codeSays { text in Self.osPathWords.contains(where: text.includes) }
    }

    /// The test is about registering for remote notifications (its device token): its name, messages or code say so.
    package var registersForPushes: Bool {
        let words = ["registerforremotenotifications", "devicetoken", "pushtoken", "remotenotification", "remote notification"]
        let said = ([test.id.suite + " " + test.id.name] + test.issues.map(\.message)).map { $0.lowercased() }
        return said.contains { text in words.contains(where: text.includes) } || codeSays { text in words.contains(where: text.includes) }
    }

    /// The archived code of a test that is no UI test (not its name) names nothing of the OS's path to a task.
    package var codeTakesNoStepOfTheOSPath: Bool {
        guard !code.isEmpty, !ExtensionNotRunnableRule.drivesTheApp(test.id) else { return false }
        // (Its declaration aside, the line that names it: a JavaScript or Dart test's holds its name's words,
        // `testWidgets('shows Synced after background sync completes', …`.)
        let name = TestLogReader.withoutCallParentheses(test.id.suite + " " + test.id.name).lowercased()
        return !codeSays { text in !Self.declares(text, testNamed: name) && Self.osPathWords.contains(where: text.includes) }
    }

    /// Whether a line of a test's code is its declaration: it names the test (`func testSync()`), or quotes its
    /// title (`testWidgets('shows Synced after background sync completes', …`, under its group's name).
    static func declares(_ line: String, testNamed name: String) -> Bool {
        // (A function's whole name; a title of words — not a one-word string such as a task's `'sync'`.)
        if let function = name.split(whereSeparator: { !$0.isNamePart }).last, function.count > 3,
           line.split(whereSeparator: { !$0.isNamePart }).contains(function) { return true }
        for quote in ["'", "\""] {
            let parts = line.components(separatedBy: quote)
            if parts.count >= 3, stride(from: 1, to: parts.count - 1, by: 2).contains(where: { parts[$0].contains(" ") && name.includes(parts[$0]) }) { return true }
        }
        return false
    }

    /// Words (lowercased) of the OS's path to a task: a scheduler, a request's submission, a launch the
    /// test simulates or the app's own, the app going to the background, an expiration, a registration,
    /// the configuration.
    static let osPathWords = ["submit", "schedul", "bgtask", "bgapprefresh", "bgprocessing", "taskrequest", "simulatelaunch", "earliestbegin",
                              "launch", "background", "expir", "appdelegate"] + configurationWords

    /// Who owns a failure that does not concern background work: the code its test exercises.
    package var codeUnderTestOwner: String {
        let suite = test.id.suite.isEmpty ? test.id.name : test.id.suite
        return "whoever owns the code `\(suite)` tests"
    }

    /// The verdict for a failure nothing ties to background tasks: still the code's error, but owned
    /// by whoever owns the code under test, and the next step says so.
    func codeUnderTestVerdict(rule: String, what: String, issue: TestIssue, fix: String,
                              weight: EvidenceWeight = EvidenceWeight(.test, .inferred)) -> RuleVerdict {
        RuleVerdict(
            rule: rule, category: .businessLogicError, weight: weight, stage: nil,
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
    private func launchWhileWaiting(window: Double?) -> Launch? {
        if let line = simulatedLaunchLine(of: nil) {
            let named = TaskIdentifierScanner.identifiers(in: line.excerpt ?? "")
            return (exercisedIdentifiers.first(where: named.contains) ?? named.sorted().first, line, false)
        }
        for identifier in exercisedIdentifiers {
            if let launch = placedLaunch(identifier, within: window) { return (identifier, launch.evidence, true) }
            if let decided = decidedToRun(identifier, within: window), let evidence = decided.evidence { return (identifier, evidence, false) }
            if let launched = launchedByTheOS(identifier, within: window) { return (identifier, launched.evidence, false) }
            // A launch among the test's own lines (its handler's crash on the scheduler's queue, say):
            // logged while the test ran, whatever its time says or lacks.
            // (Unless its time says it answered another test's later submission.)
            if let launched = events(of: identifier, .launched).first(where: { event in
                logLines.contains(event.evidence) && !(StageTime(event.evidence.excerpt ?? "")?.date.map { answersAnotherTest(identifier, launchedAt: $0) } ?? false)
            }) { return (identifier, launched.evidence, false) }
        }
        return nil
    }

    /// dasd's decision to run `identifier` (where it stands) no later than `window` seconds, and a
    /// minute, after the task's last submission before it — both times read from the evidence.
    func decidedToRun(_ identifier: String, within window: Double?) -> Text? {
        guard let window, let decided = TaskTimeline.schedulerDecidedToRun(identifier, self), let at = StageTime(decided.text)?.date else { return nil }
        let logged = TaskTimeline.submissionSignals.compactMap { text(saying: $0, of: identifier).flatMap { StageTime($0.text)?.date } }
        let submitted = records(identifier, .submission, .succeeded).compactMap { RecordTime.date($0.timestamp) } + logged
        guard let start = submissionAnswered(by: at, of: identifier, among: submitted) else { return nil }
        return at.timeIntervalSince(start) <= window + 60 ? decided : nil
    }

    /// The test's own `Starting simulated task` line for `identifier` — nil: for the task the test
    /// waits for (one its failure messages name), else one it exercises, else any — the system called
    /// that task's launch handler during the test.
    func simulatedLaunchLine(of identifier: String?) -> EvidencePointer? {
        let started = SignalCatalog.signal(.simulatedLaunchStarted)
        let launches = logLines.lazy.filter { started.matches($0.excerpt ?? "") }
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

    /// A successful launch record of `identifier` that the records place in a wait: no later than
    /// `window` seconds (and a minute) after the latest successful submission before it, and not
    /// followed by a completion. Records carry no test, so one that cannot be placed — no
    /// submission before it, no readable time, no window — places nothing.
    func placedLaunch(_ identifier: String, within window: Double?) -> RegistrationRecord? {
        // A launch the app stamped with this test (EVIDENCE_TEST_ID) is this test's, whatever its time.
        let completedStamped = records(identifier, .completion).contains { $0.test != nil }
        if !completedStamped, let stamped = records(identifier, .launch, .succeeded).first(where: { $0.test != nil }) { return stamped }
        guard let window else { return nil }
        let submissions = records(identifier, .submission, .succeeded).compactMap { RecordTime.date($0.timestamp) }
        let completions = records(identifier, .completion).map { RecordTime.date($0.timestamp) }
        return records(identifier, .launch, .succeeded).first { launch in
            guard let date = RecordTime.date(launch.timestamp), let start = submissionAnswered(by: date, of: identifier, among: submissions) else { return false }
            // A completion at or after the launch (or at a time that cannot be read) ended it.
            let completed = completions.contains { $0.map { $0 >= date } ?? true }
            return date.timeIntervalSince(start) <= window + 60 && !completed
        }
    }

    /// The times of each task's successful submissions stamped with another test than `test`.
    static func submissionsByOtherTests(_ records: [RegistrationRecord], than test: TestIdentifier) -> [String: [Date]] {
        Dictionary(grouping: records.filter { record in
            record.phase == .submission && record.outcome == .succeeded && record.test.map { !Self.names($0, test) } == true
        }, by: \.identifier).mapValues { $0.compactMap { RecordTime.date($0.timestamp) } }
    }

    /// The submission of `identifier` a launch at `launch` answered: the latest of this test's `submitted` at or
    /// before it — nil when there is none, or when another test submitted the task after it and before the
    /// launch (that request, a later UI test's, is the one the launch answered, not this test's wait).
    func submissionAnswered(by launch: Date, of identifier: String, among submitted: [Date]) -> Date? {
        guard let start = submitted.filter({ $0 <= launch }).max(),
              !(othersSubmissions[identifier]?.contains { $0 > start && $0 <= launch } ?? false) else { return nil }
        return start
    }

    /// A launch of `identifier` at `date` came after another test submitted the task, later than this
    /// test's own last submission (recorded or logged) before it. (With none of this test's, nothing says
    /// whose request a launch among its own lines answered.)
    func answersAnotherTest(_ identifier: String, launchedAt date: Date) -> Bool {
        let submitted = submissionTimes(of: identifier)
        return submitted.contains { $0 <= date } && submissionAnswered(by: date, of: identifier, among: submitted) == nil
    }

    /// When this test's evidence says `identifier` was submitted: its successful submission records and the OS's
    /// logged submissions and acceptances, where their times can be read.
    func submissionTimes(of identifier: String) -> [Date] {
        records(identifier, .submission, .succeeded).compactMap { RecordTime.date($0.timestamp) }
            + events(of: identifier).filter { $0.kind == .submitted || $0.kind == .accepted }.compactMap { StageTime($0.evidence.excerpt ?? "")?.date }
    }

    /// The records this failure reads: the unstamped ones (placed by time, as before records carried
    /// a test), those the app stamped with this test (`EVIDENCE_TEST_ID`, docs/recorder.md), and every
    /// registration — made at the app's launch, for the whole run. A submission or a launch stamped
    /// with another test is that test's, never this one's.
    static func own(_ records: [RegistrationRecord], of test: TestIdentifier) -> [RegistrationRecord] {
        records.filter { record in
            guard let stamp = record.test, record.phase != .registration else { return true }
            return Self.names(stamp, test)
        }
    }

    /// The completion records of `identifier` that are this test's: stamped with it, or written in its
    /// time — or any, where the app stamps no record of the task. (Where it stamps this test on the
    /// task's records, one it did not stamp was written when no test ran: after this one ended.)
    func completionsInTheTest(of identifier: String) -> [RegistrationRecord] {
        let stampsItsRecords = records(identifier).contains { isStampedWithTheTest($0) }
        return records(identifier, .completion).filter { record in !stampsItsRecords || isThisTests(record) }
    }

    /// Whether `record` is this test's: stamped with its name, or written in its time.
    func isThisTests(_ record: RegistrationRecord) -> Bool {
        isStampedWithTheTest(record) || window.map { window in RecordTime.date(record.timestamp).map { window.holds($0) } ?? false } ?? false
    }

    /// Whether the app stamped `record` with this test's name (what it did while the test ran).
    func isStampedWithTheTest(_ record: RegistrationRecord) -> Bool {
        record.test.map { Self.names($0, test.id) } ?? false
    }

    /// Whether a record's `Suite/name` (or `Module.Suite/name`, or `name()`) stamp names `test`.
    static func names(_ stamp: String, _ test: TestIdentifier) -> Bool {
        func bare(_ name: Substring) -> Substring { name.hasSuffix("()") ? name.dropLast(2) : name }
        guard let slash = stamp.lastIndex(of: "/") else { return false }
        let suite = stamp[..<slash].split(separator: ".").last ?? ""
        let name = bare(stamp[stamp.index(after: slash)...])
        if suite == test.suite && name == bare(Substring(test.name)) { return true }
        // package:test and Mocha print a test's group before its title (`Settings enables background
        // refresh`, in the file's suite): the stamp `Settings/enables background refresh` is that test.
        return test.name == stamp[..<slash] + " " + name
    }

    /// Every record of `identifier`.
    func records(_ identifier: String) -> [RegistrationRecord] {
        registrations.filter { $0.identifier == identifier }
    }

    /// Records of `identifier` in `phase` (any outcome when nil).
    /// A registration under a wildcard (`…export.*`) registers every identifier it covers.
    package func records(_ identifier: String, _ phase: RegistrationRecord.Phase, _ outcome: RegistrationRecord.Outcome? = nil) -> [RegistrationRecord] {
        registrations.filter { record in
            record.phase == phase && (outcome == nil || record.outcome == outcome)
                && (record.identifier == identifier || (phase == .registration && AppInfoPlist.permits(identifier, entry: record.identifier)))
        }
    }

    /// Failed registrations of `identifier` that no later registration of it undid: a failure
    /// followed by a success (a second, duplicate `register` refused, then the app's next launch
    /// registering as usual) is not the state a later test met. Later by time, else by order.
    package func standingRegistrationFailures(_ identifier: String) -> [RegistrationRecord] {
        let all = records(identifier, .registration)
        return all.enumerated().filter { index, record in
            guard record.outcome == .failed else { return false }
            let failedAt = RecordTime.date(record.timestamp)
            return !all.enumerated().contains { later, other in
                guard other.outcome == .succeeded else { return false }
                if let failedAt, let at = RecordTime.date(other.timestamp) { return at > failedAt }
                return later > index
            }
        }.map(\.element)
    }

    /// The built plists (identifiers expanded), which alone say what the OS permits.
    package var builtPlists: [AppInfoPlist] { plists.filter { $0.unexpandedIdentifiers.isEmpty } }

    /// Whether any of `words` is in the failure's messages and lines or in its test's code.
    package func mentions(anyOf words: [String]) -> Bool {
        texts.contains { text in words.contains { text.text.includes($0) } }
            || code.contains { line in words.contains { (line.excerpt ?? "").includes($0) } }
    }

    /// The first text containing `needle`, with its evidence.
    package func firstText(containing needle: String) -> Text? {
        texts.first { $0.text.includes(needle) }
    }

    /// Task identifiers the run knows of: from records and plists, plus reverse-DNS strings in the
    /// failure's texts that speak of a task and share their first two components with one of the
    /// app's own identifiers (`com.example.…` beside `com.example.app`) — so a host name, an error
    /// domain or a type path in a message is never taken for a task.
    package var knownIdentifiers: Set<String> {
        // An empty identifier (a plist's empty string) is in every text: it names no task.
        var identifiers = Set(registrations.map(\.identifier).filter { !$0.isEmpty }).union(namedInTheRun.refused).union(namedInTheRun.other)
        for plist in plists { identifiers.formUnion(plist.permittedIdentifiers.filter { !$0.isEmpty }) }
        let bundleIdentifiers = Set(plists.compactMap(\.bundleIdentifier))
        let notTasks = Self.appsNotTasks(bundleIdentifiers, registrations: registrations, plists: plists)
        let ownPrefixes = Set((identifiers.union(bundleIdentifiers)).compactMap(Self.ownerPrefix))
        // The system's own words name a task identifier whatever its prefix (a plugin's `com.transistorsoft.fetch`).
        for (text, _) in texts {
            identifiers.formUnion(TaskIdentifierScanner.namedTasks(in: text))
        }
        guard !ownPrefixes.isEmpty else { return identifiers.subtracting(notTasks) }
        let sessions = sessionIdentifiers
        for (text, _) in texts where TaskIdentifierScanner.speaksOfTasks(text) {
            let sessions = sessions.union(TaskIdentifierScanner.sessionIdentifiers(in: text))
            for candidate in TaskIdentifierScanner.identifiers(in: text)
            where !bundleIdentifiers.contains(candidate) && !sessions.contains(candidate) && Self.ownerPrefix(candidate).map(ownPrefixes.contains) == true {
                identifiers.insert(candidate)
            }
        }
        // The failing line of the test's code names the task it asserts on (`contains("com.example.app.sync")`).
        for candidate in failingCodeLiterals where !bundleIdentifiers.contains(candidate) && !sessions.contains(candidate)
            && Self.ownerPrefix(candidate).map(ownPrefixes.contains) == true {
            identifiers.insert(candidate)
        }
        return identifiers.subtracting(notTasks)
    }

    /// The built app's plists that list permitted identifiers all permit `identifier` and declare the
    /// background mode its kind needs (the records' kind; with none recorded, both task modes), and no
    /// record says registering it failed: a refusal of it as not permitted has no cause in the configuration.
    func builtAppPermits(_ identifier: String) -> Bool {
        let plists = builtPlists.filter { $0.permittedTaskIdentifiers != nil }
        let records = registrations.filter { $0.identifier == identifier }
        // (Nor where the failure's lines, or the run's, say a registration was refused — `… is not advertised`:
        // the app uses a task its configuration does not permit, whichever the test's name suggests.)
        guard !plists.isEmpty, !records.contains(where: { $0.phase == .registration && $0.outcome == .failed }),
              !says(.registrationRejected), !says(.registrationRefused), refusedInTheRun.isEmpty,
              !requestsWithoutItsEntitlement else { return false }
        let kinds = Set(records.map(\.taskKind))
        let modes = (kinds.isEmpty ? Set(RegistrationRecord.TaskKind.allCases) : kinds).map(\.requiredBackgroundMode)
        return plists.allSatisfy { plist in plist.permits(identifier) && modes.allSatisfy { (plist.backgroundModes ?? []).contains($0) } }
    }

    /// The test's code, or its lines, build a request that needs an entitlement of its own
    /// (`BGHealthResearchTaskRequest`, a GPU for continued processing), and no app the build signed has
    /// it: the configuration lacks it.
    var requestsWithoutItsEntitlement: Bool {
        let said = (code + helperCode).map { $0.excerpt ?? "" } + self.texts.map(\.text)
        return SignalVocabulary.entitledTaskRequests.contains { words, entitlement in
            said.contains { text in words.contains(where: text.contains) } && !signedEntitlements.contains { $0.isApp && $0.keys.contains(entitlement) }
        }
    }

    /// The tests ran on a Simulator: the destination xcodebuild was given says so, or the built app's
    /// `DTPlatformName` (`iphonesimulator`) does.
    var onASimulator: Bool {
        destination.map(XcodebuildInvocationLine.isSimulator) == true || Set(plists.compactMap(\.platformName)) == ["iphonesimulator"]
    }

    /// The app the tests ran was built for a device (its built plists' `DTPlatformName` is `iphoneos`), not a simulator.
    var builtForADevice: Bool {
        let platforms = Set(plists.compactMap(\.platformName))
        return platforms == ["iphoneos"]
    }

    /// `tasksOfOtherTests`: none where no record is stamped with this test (the app stamps nothing, or ran
    /// under another).
    private static func tasksOfOtherTests(_ records: [RegistrationRecord], _ test: TestIdentifier) -> Set<String> {
        // (Not a registration: the app registers every task at each launch, the run's whichever test it ran under.)
        let stamped = records.filter { $0.test != nil && $0.phase != .registration }
        let own = Set(stamped.filter { names($0.test ?? "", test) }.map(\.identifier))
        guard !own.isEmpty else { return [] }
        // (Only a task another test saw refused or fail: a refusal is what a shared word would wrongly pin on this one.)
        return Set(stamped.filter { $0.outcome == .failed }.map(\.identifier)).subtracting(own)
    }

    /// The identifiers the run's lines hand to background URL sessions (`sessionsOfTheRun`).
    private static func sessions(in runLines: [EvidencePointer]) -> Set<String> {
        runLines.reduce(into: Set<String>()) { $0.formUnion(TaskIdentifierScanner.namedSessionIdentifiers(in: $1.excerpt ?? "")) }
    }

    /// The identifiers any of the failure's texts, its code or the run's lines hands to a background URL session
    /// (`TaskIdentifierScanner.namedSessionIdentifiers`): a session's in one place is no task's in another
    /// (the test hands `handleEventsForBackgroundURLSession:` an identifier its assertion's message repeats).
    var sessionIdentifiers: Set<String> {
        // (Not a name the test's own code hands to a task request: an app may give a session and a task one name.)
        let ofTheRun = sessionsOfTheRun.isEmpty ? [] : sessionsOfTheRun.subtracting(requestedByTheCode)
        return (texts.map(\.text) + (code + helperCode).compactMap(\.excerpt)).reduce(into: ofTheRun) { $0.formUnion(TaskIdentifierScanner.namedSessionIdentifiers(in: $1)) }
    }

    /// The identifiers the test's code hands to a task request (`BGProcessingTaskRequest(identifier: "…")`, `submit(`).
    private var requestedByTheCode: Set<String> {
        Set((code + helperCode).compactMap(\.excerpt).filter { line in !Self.isComment(line) && SignalVocabulary.taskRequestCalls.contains(where: line.includes) }
            .flatMap { line in StringLiterals.contents(in: line).flatMap { TaskIdentifierScanner.identifiers(in: $0) } })
    }

    /// The failing line calls an object (`try store.read()`) that the test's code called on an earlier
    /// line without failing there (`try store.write(…)`): whatever the object needs of the app's static
    /// configuration (an entitlement, a plist key), it had a moment before.
    package var failingCallFollowsAnEarlierOne: Bool {
        guard let failing = code.last?.excerpt, code.count > 1 else { return false }
        var receivers = Set<String>()
        var rest = Substring(failing)
        while let range = rest.range(of: "try ") {
            rest = rest[range.upperBound...]
            let call = rest.drop { $0 == "?" || $0 == "!" || $0 == " " }
            let receiver = call.prefix(while: \.isNamePart)
            if !receiver.isEmpty, call.dropFirst(receiver.count).hasPrefix(".") { receivers.insert(String(receiver)) }
        }
        receivers.subtract(["self", "super", "sut"])
        return code.dropLast().contains { pointer in
            let line = pointer.excerpt ?? ""
            return !Self.isComment(line) && receivers.contains { receiver in ["try ", "try? ", "try! "].contains { line.includes($0 + receiver + ".") } }
        }
    }

    /// Whether `line` says when it was written, and that time is within `window` (known).
    /// A file the line names (`Fraunces-Regular.ttf`) whose name, its extension aside, one of `messages`
    /// says too — long enough to mean it: the app's line that its product lacks a file (printed as the
    /// host app launched, before any test) is the run line of a test whose words name that file.
    static func namesAFileOf(_ line: String, in messages: [String]) -> Bool {
        let files = line.split(whereSeparator: { $0 == " " || $0 == "\"" || $0 == "'" || $0 == "/" || $0 == "(" || $0 == ")" })
            .filter { word in word.contains(".") && !word.hasSuffix(".") }
        return files.contains { file in
            let stem = file[..<(file.lastIndex(of: ".") ?? file.endIndex)]
            return stem.count >= 4 && messages.contains { $0.includes(String(stem)) }
        }
    }

    /// Words of a failure about the submission itself (`retry.submitted`, `request was not scheduled`).
    static let submissionWords = ["submit", "schedul", "request"]
    /// Words of a test's code that reads the configuration or registers a task (`infoDictionary`, `register(`).
    static let configurationWords = ["regist", "plist", "infodictionary", "permitted", "backgroundmodes", "entitlement"]

    /// The failing test's code is archived, and none of it submits, schedules or requests anything,
    /// sends the app away, nor did the test time out waiting: its failure is an assertion on what its code
    /// computed. (A test that sent the app away waited for what the app does there, its submission on leaving too.)
    package var codeSubmitsNothing: Bool { submitsNothing(readingAwaitAsACall: false) }

    /// Swift's `await` waits for the code it calls, nothing else: read as the call it is, only its waits
    /// count (`Task.sleep`, `await fulfillment(of:)`, Swift Testing's `confirmation(`).
    private func submitsNothing(readingAwaitAsACall: Bool) -> Bool {
        guard !code.isEmpty, text(saying: .waitTimedOut) == nil else { return false }
        let away = Expectation.timeAway(in: code)
        return away.left == nil && away.slept == nil && !codeSays { text in
            Self.submissionWords.contains(where: text.includes) || text.includes("bgtask")
                || (readingAwaitAsACall ? text.replacingOccurrences(of: "await ", with: "") : text).includes("wait")
                || readingAwaitAsACall && Self.waitsAnAwaitMakes.contains(where: text.includes)
        }
    }

    /// What an awaited call waits for beyond the code it calls (lowercased).
    static let waitsAnAwaitMakes = ["sleep(", "fulfillment(", "confirmation("]

    /// The test itself — its name, its messages, its code, a record stamped with it, a task it exercises —
    /// speaks of background work, not only a line the app printed while it ran (a plugin's at launch, which
    /// every launch prints). (Worked out once, at the end of `init`.)
    package private(set) var testItselfSpeaksOfBackgroundWork = false

    private func speaksItselfOfBackgroundWork() -> Bool {
        nameSpeaksOfBackgroundWork || !exercisedIdentifiers.isEmpty
            || test.issues.contains { issue in SignalVocabulary.backgroundPhrases.contains(where: issue.message.includes) }
            // (A registration that went through, stamped with it, is every launch's: a UI test's launch registers every task.)
            || codeSpeaksOfTasks || registrations.contains { isStampedWithTheTest($0) && !($0.phase == .registration && $0.outcome == .succeeded) }
    }

    /// Words of the test's name (`…RefreshTests`, `testSilentPushWakes…`) are background work's.
    private var nameSpeaksOfBackgroundWork: Bool {
        !TaskIdentifierScanner.words(of: test.id.suite + " " + test.id.name).isDisjoint(with: SignalVocabulary.backgroundNameWords)
    }

    /// A line of the test's code names a task, a launch, background work or the task's job (`launches(of:
    /// Identifiers.keyCleanup)`, `try await job.run()`).
    /// (Not the app's own launch a UI or end-to-end test drives: `app.launch()`, `launchArguments`, Detox's `device.launchApp`.)
    /// (Nor Swift concurrency's `Task`: `Task.sleep`, `Task.detached`, `Task {`, a task group.)
    private var codeSpeaksOfTasks: Bool {
        codeSays { text in
            let text = (Self.appLaunchWords + Self.swiftConcurrencyTaskWords).reduce(text) { $0.replacingOccurrences(of: $1, with: "") }
            return ["task", "launch", "background", "job"].contains(where: text.includes)
        }
    }

    /// How a test's code (lowercased) launches the app itself, which is no task's launch.
    static let appLaunchWords = ["app.launch()", "launcharguments", "launchenvironment", "launchapp("]
    /// Swift concurrency's own `Task` as a test's code (lowercased) uses it: no background task.
    static let swiftConcurrencyTaskWords = ["task.sleep", "task.detached", "task {", "task(priority", "task.yield", "task.checkcancellation",
                                            "task.iscancelled", "withtaskgroup", "withthrowingtaskgroup", "withdiscardingtaskgroup"]

    /// `codeSubmitsNothing`, and none of the code registers a task or reads the configuration either.
    /// (Not a UI test: the app's launch it drives is the test's own.) `readingAwaitAsACall`: an async test's
    /// `await` of the app's code is no wait (`submitsNothing`).
    package func codeTouchesNoTask(readingAwaitAsACall: Bool) -> Bool {
        !ExtensionNotRunnableRule.drivesTheApp(test.id) && submitsNothing(readingAwaitAsACall: readingAwaitAsACall)
            && !codeSays { text in Self.configurationWords.contains(where: text.includes) }
    }

    package var codeTouchesNoTask: Bool { codeTouchesNoTask(readingAwaitAsACall: false) }

    /// Whether a line of the test's code or its helpers, not a comment, lowercased, says so.
    package func codeSays(_ says: (String) -> Bool) -> Bool {
        (code + helperCode).contains { line in
            let text = (line.excerpt ?? "").lowercased()
            return !Self.isComment(text) && says(text)
        }
    }

    /// The tasks the records show registered, none of their registrations failing: the OS registers only an
    /// identifier the plist the app ran with permits.
    static func registeredCleanly(_ registrations: [RegistrationRecord]) -> Set<String> {
        let failed = Set(registrations.filter { $0.phase == .registration && $0.outcome == .failed }.map(\.identifier))
        return Set(registrations.filter { $0.phase == .registration && $0.outcome == .succeeded }.map(\.identifier)).subtracting(failed)
    }

    /// The plists the app can have run with: none that lists permitted identifiers, when the app registered a
    /// task (none of its registrations failing) that no plist permits — the OS registers only a permitted
    /// identifier, `register(forTaskWithIdentifier:)` answering false for any other: the plists are a restored
    /// cache's, an older build's, and say nothing of the app that ran. (A task another app's plist permits is
    /// that app's: two apps' plists stand.)
    static func ranWith(_ plists: [AppInfoPlist], registrations: [RegistrationRecord]) -> [AppInfoPlist] {
        let registered = registeredCleanly(registrations)
        let listing = plists.filter { $0.permittedTaskIdentifiers != nil && $0.unexpandedIdentifiers.isEmpty }
        guard !listing.isEmpty, registered.contains(where: { id in !listing.contains { $0.permits(id) } }) else { return plists }
        return plists.filter { $0.permittedTaskIdentifiers == nil || !$0.unexpandedIdentifiers.isEmpty }
    }

    static func writtenWithin(_ line: String, _ window: TestWindow?) -> Bool {
        window != nil && LogTimestamp.wallClock(of: line, near: window?.start) != nil && written(line, in: window)
    }

    /// Each process the test's lines came from, and when it first printed: one first heard from after a
    /// crash is its relaunch, not the process that crashed under the test.
    static func firstPrinted(_ logLines: [EvidencePointer]) -> [Int: Date] {
        logLines.reduce(into: [Int: Date]()) { first, line in
            let text = line.excerpt ?? ""
            guard let pid = CrashReportLine.processID(in: text), let time = LogTimestamp(text)?.wallClock else { return }
            first[pid] = min(first[pid] ?? time, time)
        }
    }

    /// The lines of the app's crash reports that are this test's crash: a report's first line ties it (its
    /// process the app under test, written within the test's time), and its crashed thread's frames come
    /// with it for a test that says it crashed or drives the app. `waited`: the test's wait ran out.
    private static func reportsOfItsCrash(_ test: TestResult, saysItCrashed: Bool, waited: Bool, in runLines: [EvidencePointer], app: AppUnderTest,
                                          window: TestWindow?, onlyTestThatCrashed: Bool, printedFrom: Set<Int>, firstPrinted: [Int: Date]) -> [EvidencePointer] {
        // (Where the log gives the test no time, the one test of the run that says itself it crashed takes
        // its app's reports: no time ties them to another test either.)
        guard window != nil || saysItCrashed && onlyTestThatCrashed else { return [] }
        // (A UI test's app is what it drives: its crash is the test's failure, frames and all.)
        let drivesTheApp = ExtensionNotRunnableRule.drivesTheApp(test.id)
        let takesTheFrames = saysItCrashed || drivesTheApp
        // (The one test that says it crashed takes a report from a moment before its start too.)
        let slack = saysItCrashed && onlyTestThatCrashed ? 2.0 : 0
        // (And one from moments after its end only for a test whose process died under it, that drives the
        // app, or whose wait ran out: a unit test that recorded its own assertions went on to the next test,
        // and a crash after it is not its.)
        let lateCrash = takesTheFrames || waited
        var crashReports: [EvidencePointer] = []
        var tied: String?
        for line in runLines {
            let text = line.excerpt ?? ""
            if let crash = IPSCrashReport.crash(in: text) {
                // (A unit test with no host app runs in `xctest` itself: that process's crash is its own;
                // a process other than those the app printed from while the test ran is not the test's.)
                // (Those first heard from after the crash are its relaunch's: not another process that crashed.)
                let before = printedFrom.filter { pid in firstPrinted[pid].map { $0 <= crash.time.addingTimeInterval(2) } ?? true }
                let ranTheTest = (app.ran(process: crash.process, bundle: crash.bundle) || (crash.process == "xctest" && !drivesTheApp))
                    && (before.isEmpty || CrashReportLine.processID(in: text).map(before.contains) ?? true)
                tied = (window == nil || Self.written(text, in: window, before: slack, after: lateCrash ? 2 : 0)) && ranTheTest ? line.path : nil
            } else if !takesTheFrames || tied != line.path || !text.hasPrefix("    ") {
                tied = nil
            }
            if tied != nil { crashReports.append(line) }
        }
        return crashReports
    }

    /// A test whose process was killed (`Test crashed with signal kill`, no other signal) did not abort: an uncaught
    /// exception's lines among its own or the run's (which end a process with SIGABRT) are another process's crash — a
    /// parallel clone's relaunch printing beside it.
    static func withoutAbortsOfAKilledTest(_ lines: [EvidencePointer], _ test: TestResult) -> [EvidencePointer] {
        let signals = test.issues.compactMap { issue in issue.message.range(of: "crashed with signal ").map { issue.message[$0.upperBound...].prefix { $0.isLetter } } }
        guard !signals.isEmpty, signals.allSatisfy({ $0 == "kill" }) else { return lines }
        // (Its own clone's process, where a result names it — `failed on 'Clone 3 of iPhone 16 - App (61820)'` —, may have aborted before it was killed.)
        let own = Set(test.evidence.compactMap { $0.excerpt.flatMap(Self.cloneProcess) })
        return lines.filter { line in
            let text = line.excerpt ?? ""
            return !Self.abortLines.contains(where: text.includes) || CrashReportLine.processID(in: text).map(own.contains) == true
        }
    }

    /// The process a parallel clone's result names (`… on 'Clone 3 of iPhone 16 - App (61820)' (0.000 seconds)`).
    static func cloneProcess(_ text: String) -> Int? {
        guard let clone = text.range(of: " on 'Clone "), let close = text[clone.upperBound...].range(of: ")'"),
              let open = text[clone.upperBound..<close.lowerBound].lastIndex(of: "(") else { return nil }
        return Int(text[text.index(after: open)..<close.lowerBound])
    }

    static let abortLines = ["Terminating app due to uncaught exception", "libc++abi: terminating"]

    /// Whether the test's own words say its process died (`Restarting after unexpected exit`, `Test crashed
    /// with signal`) or the app under it did (`Lost connection to the application`).
    static func saysItCrashed(_ test: TestResult) -> Bool {
        let crashed = SignalCatalog.signal(.testCrashed)
        // XCTest stops a test past its execution time allowance and xcodebuild restarts the run as after a
        // crash (`Restarting after unexpected exit, crash, or test timeout`): that test was stopped, not crashed.
        let stopped = test.issues.contains { TimeBudget.isWholeTestLimit($0.message) }
        return test.issues.contains { issue in
            (crashed.matches(issue.message) && !(stopped && issue.message.hasPrefix(restartAfterATimeout))) || SignalVocabulary.saysTheAppDied(issue.message)
        }
    }

    /// The log ends while the test runs, its code waiting for something, and nothing else says its process
    /// died (no restart, no signal, no lost app): the job's time limit or a hang cut it off in its wait.
    package var cutOffWhileWaiting: Bool { onlyTheLogEnded && expectation.wait != nil }

    /// A line of the app's death: an uncaught exception's end, an unexpected termination, or the system ending an app
    /// that used a privacy-sensitive API without its usage description (`This app has crashed because…`).
    static func saysTheProcessDied(_ text: String) -> Bool {
        SignalVocabulary.processEndedOnException.contains(where: text.includes) || text.includes(SignalVocabulary.appTerminatedUnexpectedly)
            || text.includes(SignalVocabulary.killedForAPrivacyViolation)
    }

    /// The log ends while the test runs, and its other words say nothing of a crash or of the runner.
    static func onlyTheLogEnds(_ test: TestResult) -> Bool {
        let ended = { (issue: TestIssue) in issue.message.hasPrefix(TestLogReader.logEndsWhileRunning) }
        var before = test
        before.issues.removeAll(where: ended)
        return test.issues.contains(where: ended) && !saysItCrashed(before) && !before.issues.contains { TestInfrastructure.isProblem($0.message) }
    }

    /// How xcodebuild says it restarts the run after a test's process ended early, a test stopped at its time limit too.
    static let restartAfterATimeout = "Restarting after unexpected exit, crash, or test timeout"

    /// The test's issue that says the whole test ran past its time limit (XCTest's execution time allowance,
    /// Swift Testing's `.timeLimit`, Jest's): where the readings of a hang begin.
    package var timeLimitIssue: TestIssue? { test.issues.first { TimeBudget.isWholeTestLimit($0.message) } }

    /// Whether a unified-log line's process is the app under test or one of its extensions.
    static func writtenByTheApp(_ line: String, _ app: AppUnderTest) -> Bool {
        AppUnderTest.process(of: line).map { app.ran(process: $0, bundle: nil) } ?? false
    }

    /// Whether a line that gives its time (`2026-11-20 09:27:20.639 …`) was written in `window` (or a
    /// moment after: an app's crash is logged as its test fails; or `before` seconds before its start:
    /// a start known from when the CI received its line, which lags what the device wrote); true when
    /// either is unknown.
    /// The same for a line of a crash report, whose time is its report's (`reportTimes`, by the report's
    /// path): from the test's start until the next failed test started (a report follows its crash by
    /// seconds, the app's relaunch by more), not one written while a later test ran.
    static func written(_ line: EvidencePointer, in window: TestWindow?, reportTimes: [String: Date]) -> Bool {
        guard let window, let time = reportTimes[line.path] else { return written(line.excerpt ?? "", in: window) }
        return window.holdsReport(writtenAt: time)
    }

    static func written(_ line: String, in window: TestWindow?, before: TimeInterval = 0, after: TimeInterval = 2) -> Bool {
        // (A device syslog's line, which gives no year, in the year nearest the test's start.)
        guard let window, let time = LogTimestamp.wallClock(of: line, near: window.start) else { return true }
        return window.holds(time, before: before, after: after)
    }

    /// A line of code that is only a comment.
    static func isComment(_ line: String) -> Bool {
        line.drop { $0 == " " || $0 == "\t" }.hasPrefix("//")
    }

    /// The failing line of the test's code when it is an assertion (`XCTAssertEqual(cursor.position, 10)`):
    /// what it asserts on, which XCTest's message does not repeat.
    package var failingAssertionCode: [String] {
        guard let line = code.last?.excerpt, ["XCTAssert", "#expect(", "#require(", "XCTUnwrap("].contains(where: line.includes) else { return [] }
        // In words (`sync.cursor.position` → `sync cursor position`), as a test's name is read.
        return [Expectation.jobHaystack([], name: line)]
    }

    /// The identifiers the test's code names as tasks (archived by `collect --sources failing`): string
    /// literals on the failing line, and on any line before it that builds, submits, registers or
    /// launches a task request (`BGProcessingTaskRequest(identifier: "…")`, `submit(`) — a test that
    /// submits a task and then waits exercises that task, whatever its failing line asserts.
    private var failingCodeLiterals: Set<String> {
        var found = Set<String>()
        for (index, pointer) in code.enumerated() {
            guard let line = pointer.excerpt, line.contains("\""), !Self.isComment(line) else { continue }
            let requestsATask = SignalVocabulary.taskRequestCalls.contains(where: line.includes) && ["identifier", "Identifier", "BG"].contains(where: line.includes)
            guard index == code.count - 1 || requestsATask else { continue }
            // (On the failing line, a literal that is the identifier alone: one inside prose — `"Thread 0 name:
            // com.example.upload"` — is a value the code formats, a queue's or a thread's name, not a task.)
            let literals = StringLiterals.contents(in: line).filter { literal in
                requestsATask || TaskIdentifierScanner.identifiers(in: literal) == [literal.trimmingCharacters(in: .whitespaces)] as Set
            }
            let sessions = TaskIdentifierScanner.sessionIdentifiers(in: line)
            found.formUnion(literals.flatMap { TaskIdentifierScanner.identifiers(in: $0) }.filter { $0.split(separator: ".").count >= 3 && !sessions.contains($0) })
        }
        return found
    }

    /// `com.example` of `com.example.app.refresh`.
    static func ownerPrefix(_ identifier: String) -> String? {
        let parts = identifier.split(separator: ".", maxSplits: 2)
        guard parts.count >= 2 else { return nil }
        return "\(parts[0]).\(parts[1])"
    }

    /// The task identifiers this test exercises: a refused submission recorded under its name, named
    /// in its messages or log lines, or whose last
    /// component is in the test's name (`cleanup` of `com.example.app.cleanup` in
    /// `testCleanupRuns`; all of `exposure-notification`'s parts; or one edit away, so a misspelled
    /// identifier is still tied to its test).
    private func identifiersExercised() -> [String] {
        let joinedTexts = texts.map(\.text).joined(separator: "\n")
        let known = knownIdentifiers
        let named = known.filter { joinedTexts.includes($0) }.union(known.intersection(failingCodeLiterals))
        // A task only the run's scheduler lines name (every app's are there) is never tied by a name.
        let onlyInTheRun = namedInTheRun.other.subtracting(namedInTheRun.refused).subtracting(registrations.map(\.identifier))
            .subtracting(plists.flatMap(\.permittedIdentifiers))
        let nameable = known.subtracting(onlyInTheRun)
        // The test's own name speaks first (`testCleanupRuns` in `RefreshTaskTests` exercises cleanup);
        // its suite's words only when the name ties it to no task.
        let name = NameWords(test.id.name)
        let byName = nameable.filter { Self.nameTies($0, name) }
        let bySuite = byName.isEmpty ? nameable.filter { Self.nameTies($0, NameWords(test.id.suite + " " + test.id.name)) } : []
        // A submission the app stamped with this test and the OS refused is the test's own, whatever it is called.
        let stamped = registrations.filter { $0.phase == .submission && $0.outcome == .failed && isStampedWithTheTest($0) }.map(\.identifier)
        // So is a registration refused under this test when the failure's words are of registering or
        // of that refusal (`registered: false (notPermitted)`): every launch registers every task, so
        // a stamp alone ties nothing.
        let refusedRegistrations = registrations.filter { record in
            guard record.phase == .registration, record.outcome == .failed, isStampedWithTheTest(record) else { return false }
            let refusal = record.errorType?.split(whereSeparator: { $0 == "." || $0 == ":" }).last.map(String.init)
            return test.issues.contains { issue in issue.message.includes("egister") || refusal.map { $0.count >= 4 && issue.message.includes($0) } == true }
        }.map(\.identifier)
        // A task the test's name ties it to speaks for the test. Another task named only by the app's
        // lines or the launch's registration refusals (a UI test relaunches the app, whose launch
        // registers and submits every task) is the app's, not this test's — unless the test's messages
        // or code name it, or the system names it as the task of a request or a launch (`No task
        // request with identifier …`, `bgRefresh-…`).
        // (Not a task whose records the app stamped only with other tests, where it stamped this one's too: a word
        // of this test's name shared with another test's task — `uploads queued readings` — ties nothing.)
        let tiedByName = byName.union(bySuite).subtracting(tasksOfOtherTests)
        let ownWords = test.issues.map(\.message).joined(separator: "\n")
        let namedByTheTest = known.filter { ownWords.includes($0) }.union(known.intersection(failingCodeLiterals))
        // (Not in a refusal — a registration rejected, a submission refused with the scheduler's code:
        // the app's launch registers and submits every task, and a refusal of another is the launch's.)
        let rejected = SignalCatalog.signal(.registrationRejected)
        let namedBySystem = Set(texts.map(\.text).filter { !rejected.matches($0) && SchedulerErrorCode.codes(in: $0).isEmpty }
            .flatMap(TaskIdentifierScanner.namedTasks))
        // (A UI test's launch of the app registers every task, `Registering launch handler for …`: a task the
        // test's lines name only so is the launch's, not the test's.)
        let registeredAtItsLaunch = !ExtensionNotRunnableRule.drivesTheApp(test.id) ? [] : named.subtracting(namedByTheTest).filter { id in
            texts.allSatisfy { text in !text.text.includes(id) || Self.launchRoutine(text.text) }
        }
        let namedHere = tiedByName.isEmpty ? named.subtracting(registeredAtItsLaunch)
            : named.filter { tiedByName.contains($0) || namedByTheTest.contains($0) || namedBySystem.contains($0) }
        // (A refused submission under an identifier the app never registered is kept: the test's task
        // submitted under a wrong name.)
        let registeredApart = Set(registrations.filter { $0.phase == .registration }.map(\.identifier))
        let stampedHere = tiedByName.isEmpty ? stamped : stamped.filter { tiedByName.contains($0) || namedByTheTest.contains($0) || !registeredApart.contains($0) }
        // A task the test's name alone ties it to, where its archived code touches none (`skips watering after
        // rain`, an assertion on what `isDue` computed, beside the app's `…watering` task): a word shared, not the task.
        // (Code that names tasks, launches or background work at all — `launches(of: Identifiers.keyCleanup)` — is about one.)
        let onlyByName = tiedByName.subtracting(named).subtracting(stampedHere).subtracting(refusedRegistrations)
        // (An async test's `await` of the app's code touches no task: `codeTouchesNoTask(readingAwaitAsACall:)`.)
        let tied = onlyByName.isEmpty || !codeTouchesNoTask(readingAwaitAsACall: true) || codeSpeaksOfTasks ? tiedByName : tiedByName.subtracting(onlyByName)
        // A test of the plist's permitted identifiers as a whole (`BGTaskSchedulerPermittedIdentifiersTests`,
        // `testPermittedIdentifiersCoverTasks`) whose code reads a bundle exercises every task whose registration
        // the run saw refused. (Not a validator's unit test named so: it reads no bundle.)
        let wholeList = testsThePermittedList ? namedInTheRun.refused : []
        // (Nor, but by the test's own words or code, a task whose records are only other tests': a line of its
        // scheduling that fell in this test's time is theirs.)
        let theirs = tasksOfOtherTests.subtracting(namedByTheTest)
        return Array(namedHere.union(tied).union(stampedHere).union(refusedRegistrations).union(wholeList).subtracting(theirs)).sorted()
    }

    private var testsThePermittedList: Bool {
        let name = TaskIdentifierScanner.words(of: test.id.suite + " " + test.id.name)
        guard name.contains("permitted"), !name.isDisjoint(with: ["identifier", "identifiers", "ids"]) else { return false }
        return (code + helperCode).contains { line in
            let text = line.excerpt ?? ""
            return !Self.isComment(text) && (text.includes("Bundle") || ConfigurationAssertedRule.readsTheBundlesPlist(text) || text.includes(AppInfoPlist.permittedIdentifiersKey))
        }
    }

    /// The failing statement of the test's code, joined: its failing line and the lines that finish it (an
    /// assertion whose message goes on the next line) — the last line alone where the code gives no place.
    var failingStatement: String {
        let place = test.issues.lazy.compactMap(\.location).first?.line
        guard let place, let start = code.lastIndex(where: { $0.line == place }) else { return code.last?.excerpt ?? "" }
        return code[start...].compactMap(\.excerpt).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    /// Whether the test's own words name `identifier`: its name (or its suite's), its messages, or its code —
    /// not only the app's lines or a record's stamp (an app registers and submits its tasks at every launch).
    /// (A name's word one letter from a part of the identifier's last component names it too: `reminderRefresh…`
    /// names `…reminders-refresh`.)
    func namedByTheTest(_ identifier: String) -> Bool {
        let name = NameWords(test.id.suite + " " + test.id.name)
        let words = name.set
        let parts = (identifier.split(separator: ".").last ?? "").lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        let nearly = !parts.isEmpty && parts.allSatisfy { part in
            part.count >= 4 && words.contains { $0 == part || part.count >= 5 && EditDistance.between($0, part) <= 1 }
        }
        // (A one-word identifier of background work's commonest words — a plugin's `…fetch`, `…refresh` — is named by a
        // name only as that very word: `testRefreshFires…` names `…refresh`, `testOdometerFetchedAfter…` fetches no task.)
        let generic = parts.count == 1 && Self.genericTaskWords.contains(parts[0])
        let byName = generic ? words.contains(parts[0]) : nearly || Self.nameTies(identifier, name)
        return byName || test.issues.contains { $0.message.includes(identifier) }
            || failingCodeLiterals.contains(identifier) || code.contains { ($0.excerpt ?? "").includes(identifier) }
    }

    /// Words of background work so common that a one-word identifier made of one names no task by a test's name.
    static let genericTaskWords: Set<String> = ["fetch", "refresh", "sync", "upload", "download", "processing", "cleanup", "background"]

    /// Whether words of a test's name name this task.
    private static func nameTies(_ identifier: String, _ name: NameWords) -> Bool {
        guard let last = identifier.split(separator: ".").last?.lowercased() else { return false }
        let words = name.set
        let parts = last.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        // (In the identifier's order: `testRefreshTokenReadable…` is about a refresh token, not `token-refresh`.)
        if parts.count > 1 { return parts.allSatisfy { words.contains($0) } && name.inOrder(parts) }
        guard last.count >= 4 else { return false }
        if words.contains(last) { return true }
        // (Or the word made of it with an ending: `…CompactionLaunch…` is about `archive.compact`.)
        return last.count >= 5 && words.contains { word in
            EditDistance.between(word, last) == 1 || word.hasPrefix(last) && Self.wordEndings.contains(String(word.dropFirst(last.count)))
        }
    }

    /// Endings that make a word of a task's name without changing what it names (`compact` → `compaction`).
    /// (Not `er`: a `TokenRefresher` or a `CSVExporter` is a type of the code, not the task's run.)
    static let wordEndings: Set<String> = ["ion", "ions", "ing", "ed", "es"]

    /// A test name's words, read once for every task it may name: as a set, and in order, lowercased
    /// (`testTokenRefreshRuns` → `test`, `token`, `refresh`, `runs`).
    struct NameWords {
        let set: Set<String>
        let ordered: [String]

        init(_ name: String) {
            set = TaskIdentifierScanner.words(of: name)
            ordered = Expectation.jobHaystack([], name: name).split(separator: " ").map(String.init)
        }

        /// Whether `parts` appear among the words in their order (not necessarily side by side).
        func inOrder(_ parts: [String]) -> Bool {
            var next = parts.startIndex
            for word in ordered where next < parts.endIndex && word == parts[next] { next += 1 }
            return next == parts.endIndex
        }
    }
}

extension TestIssue {
    /// ` (File.swift:42)`, or nothing when the issue has no location: for next steps.
    var place: String { location.map { " (\($0.file):\($0.line))" } ?? "" }
}

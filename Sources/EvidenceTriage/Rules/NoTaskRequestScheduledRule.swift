import EvidenceCore
import EvidenceReaders

/// `No task request with identifier … has been scheduled`: a simulated launch found no request in the
/// OS. The OS is not late — it holds nothing: the submission never happened or failed. Which of the
/// two, only the rest of the evidence tells: a configuration problem is claimed by the configuration
/// rules; with the configuration shown clean (permitted and registered) and no submission, the test
/// simulated a launch it never scheduled (scheduling); with no evidence either way, say so.
struct NoTaskRequestScheduledRule: ClassificationRule {
    let identifier = "no_task_request_scheduled"
    let category = TriageCategory.schedulingExpectationMismatch
    let summary = "A simulated launch found no request (`No task request … has been scheduled`) while the configuration is shown clean and nothing was submitted — the test launched what it never scheduled — or every submission was refused as unavailable (code 1: the Simulator), so no scheduler here held it."

    var triggeringExamples: [RuleExample] {
        [
            .failure("App.RefreshTests/testSimulatedLaunchRunsJob", messages: ["XCTAssertTrue failed"],
                     log: ["No task request with identifier com.example.app.refresh has been scheduled"],
                     records: [.record("com.example.app.refresh", .appRefresh, .registration, .succeeded)],
                     plist: .built(permitted: ["com.example.app.refresh"], modes: ["fetch"])),
            // No `No task request` line kept, but the records show the task registered and never
            // submitted, and the test's wait ran out after it simulated the launch.
            .failure("LedgerTests.SimulatedLaunchTests/testSimulatedLaunchRunsReceiptSync",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 10 seconds, with unfulfilled expectations: \"receipt sync ran\"."],
                     log: ["Simulating launch for task with identifier com.example.app.receipt-sync"],
                     records: [.record("com.example.app.receipt-sync", .appRefresh, .registration, .succeeded)],
                     plist: .built(permitted: ["com.example.app.receipt-sync"], modes: ["fetch"])),
            // Every submission refused as unavailable (the Simulator): the request never reached a scheduler that runs tasks.
            .failure("AppTests.FetchLaunchTests/testSimulatedFetchLaunchDeliversEvent",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 20 seconds, with unfulfilled expectations: \"fetch event delivered\"."],
                     log: ["No task request with identifier com.example.fetch has been scheduled"],
                     records: [.record("com.example.fetch", .appRefresh, .registration, .succeeded),
                               .record("com.example.fetch", .appRefresh, .submission, .failed, error: "BGTaskSchedulerErrorDomain:1")],
                     plist: .built(permitted: ["com.example.fetch"], modes: ["fetch"])),
            // A plugin's own task name simulated, for the identifier it submits: no task of the app's is named so.
            .failure("RunnerTests.FetchSimulationTests/testSimulatedFetchRunsSync",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 30 seconds, with unfulfilled expectations: \"sync ran\"."],
                     log: ["Simulating launch for task with identifier flutter_background_fetch", "No task request with identifier <decode: missing data> has been scheduled"],
                     records: [.record("com.transistorsoft.fetch", .appRefresh, .registration, .succeeded), .record("com.transistorsoft.fetch", .appRefresh, .submission, .succeeded)],
                     plist: .built(permitted: ["com.transistorsoft.fetch"], modes: ["fetch"])),
            // The test's one submission was launched (and completed); its second simulated launch, with no submission
            // after the first launch, finds the request used up.
            .failure("TrailmixTests.BackgroundFetchHarnessTests/testSecondSimulatedFetchDeliversEvent",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 30 seconds, with unfulfilled expectations: \"second upload event delivered to JS\"."],
                     log: Self.scheduledOnce + ["2026-11-20 09:14:16.102 Trailmix[2231:418802] No task request with identifier <decode: missing data> has been scheduled"],
                     records: Self.launchedOnce,
                     plist: .built(permitted: ["com.transistorsoft.trailmix.upload"], modes: ["processing"])),
        ]
    }

    /// The plugin's line as the test scheduled its one-shot task.
    static let scheduledOnce = ["2026-11-20 09:14:08.608 Trailmix[2231:418802] [TSBackgroundFetch scheduleProcessingTask] <TSBGTask identifier=com.transistorsoft.trailmix.upload, delay=0, periodic=0 requiresNetworkConnectivity=0 requiresExternalPower=0, enabled=1>"]

    /// A task registered, submitted once by the test, launched and completed.
    static let launchedOnce: [RegistrationRecord] = [
        .record("com.transistorsoft.trailmix.upload", .processing, .registration, .succeeded, at: "09:14:01"),
        .record("com.transistorsoft.trailmix.upload", .processing, .submission, .succeeded, test: "BackgroundFetchHarnessTests/testSecondSimulatedFetchDeliversEvent", at: "09:14:08"),
        .record("com.transistorsoft.trailmix.upload", .processing, .launch, .succeeded, test: "BackgroundFetchHarnessTests/testSecondSimulatedFetchDeliversEvent", at: "09:14:11"),
        .record("com.transistorsoft.trailmix.upload", .processing, .completion, .succeeded, test: "BackgroundFetchHarnessTests/testSecondSimulatedFetchDeliversEvent", at: "09:14:15"),
    ]

    var nonTriggeringExamples: [RuleExample] {
        [
            // Another test, run beside this snapshot test (Swift Testing runs a suite's tests at once), simulated the
            // launch: this test's code says nothing of the OS's path to a task.
            .failure("HarborlineTests.DepartureBoardSnapshotTests/departureRowText",
                     messages: ["Restarting after unexpected exit, crash, or test timeout in DepartureBoardSnapshotTests/departureRowText(); summary will include totals from previous launches."],
                     log: ["2024-10-04 16:43:07.827375+0000 Harborline[38841:1407901] No task request with identifier <decode: missing data> has been scheduled"],
                     records: [.record("com.harborline.app.timetable-refresh", .appRefresh, .registration, .succeeded)],
                     plist: .built(permitted: ["com.harborline.app.timetable-refresh"], modes: ["fetch"]),
                     code: ["    @Test func departureRowText() {", "        let row = DepartureRow(departure: .fixture)", "        assertSnapshot(of: row.text, as: .lines)"]),
            // The simulated name is the one the app permits and submitted: the OS should hold it.
            .failure("RunnerTests.FetchSimulationTests/testSimulatedFetchRunsSync",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 30 seconds, with unfulfilled expectations: \"sync ran\"."],
                     log: ["Simulating launch for task with identifier com.transistorsoft.fetch", "No task request with identifier <decode: missing data> has been scheduled"],
                     records: [.record("com.transistorsoft.fetch", .appRefresh, .registration, .succeeded), .record("com.transistorsoft.fetch", .appRefresh, .submission, .succeeded)],
                     plist: .built(permitted: ["com.transistorsoft.fetch"], modes: ["fetch"])),
            // Submitted again after the first launch, before the OS said it holds none: not used up (something else dropped it).
            .failure("TrailmixTests.BackgroundFetchHarnessTests/testSecondSimulatedFetchDeliversEvent",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 30 seconds, with unfulfilled expectations: \"second upload event delivered to JS\"."],
                     log: Self.scheduledOnce + ["2026-11-20 09:14:16.102 Trailmix[2231:418802] No task request with identifier <decode: missing data> has been scheduled"],
                     records: Self.launchedOnce + [.record("com.transistorsoft.trailmix.upload", .processing, .submission, .succeeded,
                                                           test: "BackgroundFetchHarnessTests/testSecondSimulatedFetchDeliversEvent", at: "09:14:15")],
                     plist: .built(permitted: ["com.transistorsoft.trailmix.upload"], modes: ["processing"])),
            // Nothing shows the configuration: the message alone is not scheduling evidence.
            .failure("App.RefreshTests/testSimulatedLaunch", messages: ["XCTAssertTrue failed"],
                     log: ["No task request with identifier com.example.app.refresh has been scheduled"]),
            // Submitted: the OS should hold it, so something else is wrong.
            .failure("App.RefreshTests/testSimulatedLaunch", messages: ["XCTAssertTrue failed"],
                     log: ["No task request with identifier com.example.app.refresh has been scheduled"],
                     records: [.record("com.example.app.refresh", .appRefresh, .registration, .succeeded), .record("com.example.app.refresh", .appRefresh, .submission, .succeeded)],
                     plist: .built(permitted: ["com.example.app.refresh"], modes: ["fetch"])),
            // The test did submit, under another identifier, and the OS refused it: that is why it holds none.
            .failure("AppUITests.SyncScheduleUITests/testSimulatedLaunchRunsSync", messages: ["XCTAssertTrue failed"],
                     log: ["No task request with identifier com.example.app.sync has been scheduled"],
                     records: [.record("com.example.app.sync", .processing, .registration, .succeeded),
                               .record("app_sync", .processing, .submission, .failed, error: "BGTaskSchedulerErrorDomain:3")],
                     plist: .built(permitted: ["com.example.app.sync"], modes: ["processing"])),
            // Submitted where the scheduler is unavailable (not permitted is the configuration rules'): see the triggering one.
            .failure("AppTests.FetchLaunchTests/testSimulatedFetchLaunchDeliversEvent",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 20 seconds, with unfulfilled expectations: \"fetch event delivered\"."],
                     log: ["No task request with identifier com.example.fetch has been scheduled"],
                     records: [.record("com.example.fetch", .appRefresh, .registration, .succeeded),
                               .record("com.example.fetch", .appRefresh, .submission, .failed, error: "BGTaskSchedulerErrorDomain:3")],
                     plist: .built(permitted: ["com.example.fetch"], modes: ["fetch"])),
            // Simulated after a recorded submission: the OS held a request, so something else is wrong.
            .failure("LedgerTests.SimulatedLaunchTests/testSimulatedLaunchRunsReceiptSync",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 10 seconds, with unfulfilled expectations: \"receipt sync ran\"."],
                     log: ["Simulating launch for task with identifier com.example.app.receipt-sync"],
                     records: [.record("com.example.app.receipt-sync", .appRefresh, .registration, .succeeded),
                               .record("com.example.app.receipt-sync", .appRefresh, .submission, .succeeded)],
                     plist: .built(permitted: ["com.example.app.receipt-sync"], modes: ["fetch"])),
        ]
    }

    /// Clean and never submitted: permitted, its mode present, registered without failure, and no submission recorded.
    static func cleanAndNeverSubmitted(_ identifier: String, _ context: FailureContext) -> Bool {
        clean(identifier, context) && context.records(identifier, .submission).isEmpty
    }

    /// The task is permitted and registered with the mode its kind needs: its configuration stood.
    static func clean(_ identifier: String, _ context: FailureContext) -> Bool {
        let modes = Set(context.builtPlists.flatMap(\.modes))
        return context.builtPlists.contains(where: { $0.permits(identifier) })
            && !context.records(identifier, .registration, .succeeded).isEmpty
            && context.records(identifier, .registration, .failed).isEmpty
            && context.registrations.first(where: { $0.identifier == identifier }).map { modes.contains($0.taskKind.requiredBackgroundMode) } ?? false
    }

    /// A clean task the test submitted once and the OS then launched, and, after that launch and no other
    /// submission, the OS's word that it holds no request for it: the launch used the request up (the OS
    /// drops a request it ran), and the test simulated another launch of what it had not submitted again.
    static func usedUpByItsLaunch(_ identifier: String, _ hit: FailureContext.Text, _ context: FailureContext) -> Bool {
        // (Only records the app stamped with this test: its own submission and the launch that used it.)
        guard clean(identifier, context), let said = StageTime(hit.text)?.date else { return false }
        let own = { (phase: RegistrationRecord.Phase) in
            context.records(identifier, phase, .succeeded).filter(context.isStampedWithTheTest).compactMap { RecordTime.date($0.timestamp) }
        }
        guard let launched = own(.launch).filter({ $0 <= said }).max() else { return false }
        let submissions = own(.submission)
        return submissions.contains { $0 <= launched } && !submissions.contains { $0 > launched && $0 <= said }
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        // The system's line about a simulated launch, under a test whose archived code and name say nothing of
        // the OS's path to a task (a snapshot of a row's text): another test's, run beside it (Swift Testing
        // runs a suite's tests at once), not this one's story.
        if context.saysNothingOfTheOSPath { return nil }
        if let unavailable = submittedWhereUnavailable(context) { return unavailable }
        // A submission of the test's that the OS refused, under whatever identifier, explains the missing request.
        guard !context.registrations.contains(where: { $0.phase == .submission && $0.outcome == .failed }) else { return nil }
        guard let hit = context.text(saying: .noTaskRequest) else { return simulatedWithoutRequest(context) }
        let named = context.exercisedIdentifiers.filter { hit.text.includes($0) }
        let candidates = named.isEmpty ? context.exercisedIdentifiers : named
        if let usedUp = candidates.first(where: { Self.usedUpByItsLaunch($0, hit, context) }) {
            return RuleVerdict(
                // (Read from the records' order, the clocks of a console line and a record compared: inferred.)
                rule: self.identifier, category: category, weight: EvidenceWeight(.system, .inferred), stage: .submission,
                reason: "The OS holds no request for `\(usedUp)`: the test's one submission of it was launched already, and nothing submitted it again before this simulated launch — a request is the OS's to drop once it ran it.",
                evidence: (hit.evidence.map { [$0] } ?? []) + context.records(usedUp, .launch, .succeeded).prefix(1).map(\.evidence),
                nextStep: "Submit the request again before simulating another launch (a one-shot request is used up by its launch), or call the launch handler with a fake task directly.", task: usedUp)
        }
        guard let identifier = candidates.first(where: { Self.cleanAndNeverSubmitted($0, context) }) else { return simulatedNoTask(context, hit) }
        let registration = context.records(identifier, .registration, .succeeded)[0]
        return RuleVerdict(
            rule: self.identifier, category: category, weight: EvidenceWeight(.system, corroborated: true), stage: .submission,
            reason: "The OS holds no request for `\(identifier)`: it is permitted and registered, and no submission was recorded — the test simulated a launch of a task it never scheduled.",
            evidence: (hit.evidence.map { [$0] } ?? []) + [registration.evidence],
            nextStep: "Submit the request (and check it succeeded) before simulating the launch, or call the launch handler with a fake task directly.", task: identifier)
    }

    /// The OS holds no request for a task whose every submission the scheduler refused as unavailable
    /// (Code=1: the Simulator, a device with Background App Refresh off), the app's registration of it
    /// standing: the request never reached a scheduler that runs tasks here — the test expected what
    /// this machine does not do. (Another code — not permitted — is the configuration rules'.)
    private func submittedWhereUnavailable(_ context: FailureContext) -> RuleVerdict? {
        guard let hit = context.text(saying: .noTaskRequest) else { return nil }
        let named = context.exercisedIdentifiers.filter { hit.text.includes($0) }
        guard let identifier = named.first(where: { id in
            let submissions = context.records(id, .submission)
            return !submissions.isEmpty && submissions.allSatisfy { record in
                record.outcome == .failed && SchedulerErrorCode.codes(in: record.errorType ?? "") == [.unavailable]
            } && !context.records(id, .registration, .succeeded).isEmpty && context.records(id, .registration, .failed).isEmpty
        }), let refused = context.records(identifier, .submission).first
        else { return nil }
        return RuleVerdict(
            rule: self.identifier, category: category, weight: EvidenceWeight(.system, corroborated: true), stage: .submission,
            reason: "The OS holds no request for `\(identifier)`: every submission of it was refused as unavailable (BGTaskSchedulerErrorDomain code 1) — where the scheduler runs no task (the Simulator, Background App Refresh off), a simulated launch finds nothing to run.",
            evidence: (hit.evidence.map { [$0] } ?? []) + [refused.evidence],
            nextStep: "Run launch tests on a device with Background App Refresh on, or call the launch handler with a fake task directly instead of simulating the OS's launch.", task: identifier)
    }

    /// The test simulated a launch under a name no task of the app's has: the built app permits no such
    /// identifier, and the app's records, which register and submit others, never name it (a plugin's own
    /// task name, `flutter_background_fetch`, for the identifier the plugin submits). The OS holds no
    /// request under that name because none was ever to be made: the test's expectation, not the app.
    private func simulatedNoTask(_ context: FailureContext, _ hit: FailureContext.Text) -> RuleVerdict? {
        guard let simulated = context.text(saying: .launchSimulated), !context.builtPlists.isEmpty,
              context.registrations.contains(where: { $0.phase == .submission && $0.outcome == .succeeded }),
              let name = Self.simulatedName(in: simulated.text),
              !context.builtPlists.contains(where: { $0.permits(name) }), !context.registrations.contains(where: { $0.identifier == name }),
              // (Not a name the app tried to register and the system refused: that one is the app's task.)
              !context.refusedInTheRun.contains(name), !context.says(.registrationRejected)
        else { return nil }
        let submitted = Set(context.registrations.filter { $0.phase == .submission && $0.outcome == .succeeded }.map(\.identifier)).sorted()
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.record, .inferred), stage: .submission,
            reason: "The test simulated a launch of `\(name)`, which no task of the app's is: the built app permits no such identifier and its records never name it, while it submitted \(submitted.map { "`\($0)`" }.joined(separator: ", ")) — the OS holds no request under a name none was made for.",
            evidence: [simulated.evidence, hit.evidence].compactMap { $0 }, nextStep: "Simulate the launch under the identifier the app submits (the one in `BGTaskSchedulerPermittedIdentifiers`), not a plugin's own task name.", task: name)
    }

    /// The name a simulated launch was asked for, whatever its form (a plugin's `flutter_background_fetch`
    /// is no reverse-DNS identifier, which is the point).
    static func simulatedName(in text: String) -> String? {
        for marker in ["with identifier ", "forTaskWithIdentifier:@\""] {
            guard let range = text.range(of: marker) else { continue }
            let token = text[range.upperBound...].prefix(while: TaskIdentifierScanner.isNameCharacter)
            if !token.isEmpty { return String(token) }
        }
        return nil
    }

    /// No `No task request` line was kept, but the test simulated a launch (`Simulating launch for task
    /// with identifier …`) of a task the records show registered and never submitted, in a clean
    /// configuration, then timed out waiting for the job; nothing shows the handler running. The same
    /// reading, inferred: the records, not the OS, say no request was held.
    private func simulatedWithoutRequest(_ context: FailureContext) -> RuleVerdict? {
        guard let simulated = context.text(saying: .launchSimulated), let wait = context.text(saying: .waitTimedOut),
              !context.says(.simulatedLaunchStarted)
        else { return nil }
        let named = context.exercisedIdentifiers.filter { simulated.text.includes($0) }
        guard let identifier = named.first(where: { identifier in
            Self.cleanAndNeverSubmitted(identifier, context)
                && [.launch, .execution, .completion].allSatisfy { context.records(identifier, $0).isEmpty }
        }) else { return nil }
        let registration = context.records(identifier, .registration, .succeeded)[0]
        return RuleVerdict(
            rule: self.identifier, category: category, weight: EvidenceWeight(.record, .inferred), stage: .submission,
            reason: "The test simulated a launch of `\(identifier)`, which is permitted and registered and was never submitted (the records hold no submission): the OS held no request to launch, and the test's wait ran out.",
            evidence: (simulated.evidence.map { [$0] } ?? []) + [registration.evidence] + (wait.evidence.map { [$0] } ?? []),
            nextStep: "Submit the request (and check it succeeded) before simulating the launch, or call the launch handler with a fake task directly.", task: identifier)
    }
}

import EvidenceCore
import EvidenceReaders

/// A crash inside the launch handler or the job's own code: a queue assertion, an actor-isolation
/// trap, a task completed twice. The OS ran the task; the code it ran broke.
struct CrashInTaskCodeRule: ClassificationRule {
    let identifier = "crash_in_task_code"
    let category = TriageCategory.businessLogicError
    let summary = "The launch handler or the job crashed in its own code (dispatch queue assertion, actor-isolation trap, EXC_BREAKPOINT in job frames, setTaskCompleted twice)."

    var triggeringExamples: [RuleExample] {
        [
            // xcodebuild restarted the host after the test crashed, and the log gives no times: the app's
            // crash report, its crashed thread's frames with it, is the test's (a view model's isolation trap).
            .failure("FernlightTests.ABTestStartTests/testStartAppliesAssignmentsDeliveredOnURLSessionQueue",
                     messages: ["Restarting after unexpected exit, crash, or test timeout in ABTestStartTests.testStartAppliesAssignmentsDeliveredOnURLSessionQueue(); summary will include totals from previous launches."],
                     runLog: ["2026-09-15 10:16:47.4127+0000 Fernlight (48213) crashed: EXC_BREAKPOINT (SIGTRAP) on queue com.apple.NSURLSession-delegate [com.fernlight.shop]",
                              "    0  libdispatch.dylib  _dispatch_assert_queue_fail", "    3  libswift_Concurrency.dylib  _swift_task_checkIsolatedSwift"]),
            .failure("App.RefreshTests/testHandlerRuns", messages: ["Test crashed with signal trap."],
                     log: ["BUG IN CLIENT OF LIBDISPATCH: Assertion failed: Block was expected to execute on queue [com.apple.main-thread] — _dispatch_assert_queue_fail, frame in RefreshHandler.handleAppRefresh(task:)"]),
            .failure("App.SyncTests/testBackgroundSync", messages: ["Test crashed with signal trap."],
                     log: ["Incorrect actor executor assumption; Expected MainActor executor. in BGTaskScheduler launch handler"]),
            // The handler trapped on the scheduler's queue for its task after the request was accepted,
            // while the test waited for the job: the OS launched it (the queue says so), the handler broke.
            .failure("App.RefreshHandlerDeviceTests/testSimulatedLaunchCompletesTask",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 120 seconds, with unfulfilled expectations: \"refresh completed\"."],
                     log: Self.trapOnTheTasksQueue, records: [.record("com.example.app.refresh", .appRefresh, .submission, .succeeded)]),
            // The crash report's process is the test's though the relaunched app (another process) printed under it
            // after the crash: a process first heard from after the crash is the relaunch, not another crash.
            .failure("QuokkaTests.NotificationRegistrarTests/testRefreshesStatusFromNotificationSettings",
                     messages: ["Restarting after unexpected exit, crash, or test timeout in NotificationRegistrarTests.testRefreshesStatusFromNotificationSettings(); summary will include totals from previous launches."],
                     log: ["2025-01-14 10:10:40.513410+0000 Quokka[9188:61234] Registered launch handler for com.example.quokka.refresh"],
                     runLog: ["2025-01-14 10:10:14.1183+0000 Quokka (9123) crashed: EXC_BREAKPOINT (SIGTRAP) on queue com.apple.usernotifications.UNUserNotificationServiceConnection.call-out [com.example.quokka]",
                              "    0  libdispatch.dylib  _dispatch_assert_queue_fail"]),
            // Swift's runtime trapping a failed force cast while the test ran: the code's own trap, inferred.
            .failure("AppTests.ReminderRequestBuilderTests/testNullOptionalFieldsFromJSAreIgnored",
                     messages: ["Restarting after unexpected exit, crash, or test timeout in ReminderRequestBuilderTests.testNullOptionalFieldsFromJSAreIgnored(); summary will include totals from previous launches."],
                     log: ["Could not cast value of type 'NSNull' (0x1f0a3c2e8) to 'NSString' (0x1f0a2b9d0)."]),
            // The allocator's abort on a double free while the test's task ran: the code's own memory error.
            .failure("StepwiseTests.TaskServiceLaunchTests/testSimulatedLaunchDeliversLocationBatch",
                     messages: ["Restarting after unexpected exit, crash, or test timeout in TaskServiceLaunchTests.testSimulatedLaunchDeliversLocationBatch(); summary will include totals from previous launches."],
                     log: ["Stepwise(9120,0x16f4a3000) malloc: *** error for object 0x600002d1c2a0: pointer being freed was not allocated"],
                     records: [.record("com.stepwise.step-sync", .appRefresh, .launch, .succeeded, test: "TaskServiceLaunchTests/testSimulatedLaunchDeliversLocationBatch")]),
            // An isolation trap in a view model's test, nothing of background work in its evidence: read, inferred.
            .failure("AppTests.RecipeQueueViewModelTests/fetchRecipesIgnoresFailureWhenLoaded",
                     messages: ["Test crashed with signal trap (EXC_BREAKPOINT in _dispatch_assert_queue_fail)."]),
        ]
    }

    /// A memory error among the lines of a test that crashed while its task ran (the records or the OS's lines show
    /// it launched in this test): the job's own code freed or shared memory wrongly. (Not one with no task seen
    /// running — the runtime's isolated deinit at a test's end double-frees too, and whose that is the evidence
    /// does not say; nor one inside `swift_task_deinitOnExecutor…` whatever ran.)
    func heapErrorWhileTheTaskRan(_ context: FailureContext) -> FailureContext.Text? {
        guard context.crashed, !context.cutOffWhileWaiting, Expectation.taskRanInThisTest(context) || context.launchedWhileWaiting != nil,
              !(context.texts.map(\.text) + context.runLines.compactMap(\.excerpt)).contains(where: { $0.includes("deinitOnExecutor") }),
              let line = context.logLines.first(where: { line in
                  let text = line.excerpt ?? ""
                  return SignalVocabulary.memoryErrors.contains(where: text.includes) && !Self.printedByTheRunner(text)
              })
        else { return nil }
        return (line.excerpt ?? "", line)
    }

    /// The line's process (`Stepwise(9120,0x16f4a3000) malloc: …`) is the test runner's (`…-Runner`, `xctest`), not
    /// the app's: its memory error is the test infrastructure's.
    static func printedByTheRunner(_ text: String) -> Bool {
        AppUnderTest.isTestProcess(text.drop(while: \.isWhitespace).prefix { $0 != "(" && $0 != "[" && $0 != " " })
    }

    /// A test log's crash line and backtrace for a launch handler registered `using: nil` and isolated
    /// to the main actor (the frames as public crash reports of this trap print them).
    static let trapOnTheTasksQueue = [
        "Example (2214) crashed: EXC_BREAKPOINT (SIGTRAP) on queue com.apple.BGTaskScheduler (com.example.app.refresh)",
        "    0  libdispatch.dylib  _dispatch_assert_queue_fail", "    2  libswift_Concurrency.dylib  _swift_task_checkIsolatedSwift",
    ]

    var nonTriggeringExamples: [RuleExample] {
        [
            // The launch's watchdog (scene creation took too long), after a silent push woke the app: no handler had run.
            .failure("KelpieUITests.RosterPushTests/testSilentPushRefreshesRosterInBackground", messages: ["XCTAssertTrue failed"],
                     log: ["  Termination Reason: FRONTBOARD 2343432205 <RBSTerminateContext| domain:10 code:0x8BADF00D explanation:scene-create watchdog transgression: application<com.kelpie.roster>:2290 exhausted real (wall clock) time allowance of 19.89 seconds"]),
            // The same report beside a test that ran to its end on an assertion, no time known: not its crash.
            .failure("FernlightTests.ExperimentCacheTests/testExpiredAssignmentsAreDropped", messages: ["XCTAssertEqual failed: (\"2\") is not equal to (\"1\")"],
                     runLog: ["2026-09-15 10:16:47.4127+0000 Fernlight (48213) crashed: EXC_BREAKPOINT (SIGTRAP) on queue com.apple.NSURLSession-delegate [com.fernlight.shop]",
                              "    0  libdispatch.dylib  _dispatch_assert_queue_fail", "    3  libswift_Concurrency.dylib  _swift_task_checkIsolatedSwift"]),
            .failure("App.RefreshTests/testHandlerRuns", messages: ["Test crashed with signal abrt."],
                     log: ["*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'All launch handlers must be registered before application finishes launching'"]),
            .failure("App.MiscTests/testSomething", messages: ["Test crashed with signal kill."]),
            // The same double free with no task seen running in the test: a deinit at its end frees wrongly too.
            .failure("StepwiseTests.TaskServiceLaunchTests/testSimulatedLaunchDeliversLocationBatch",
                     messages: ["Restarting after unexpected exit, crash, or test timeout in TaskServiceLaunchTests.testSimulatedLaunchDeliversLocationBatch(); summary will include totals from previous launches."],
                     log: ["Stepwise(9120,0x16f4a3000) malloc: *** error for object 0x600002d1c2a0: pointer being freed was not allocated"]),
            // A double free inside the runtime's isolated deinit (the test's crash names its frame), its task run or not: not
            // the code's to own.
            .failure("TidepoolTests.PairingFlowTests/testCancelReturnsToSettings",
                     messages: ["Restarting after unexpected exit, crash, or test timeout in PairingFlowTests.testCancelReturnsToSettings(); summary will include totals from previous launches.",
                                "Crash: Tidepool at swift_task_deinitOnExecutorMainActorBackDeploy"],
                     log: ["Tidepool(23561,0x1f2c1b840) malloc: *** error for object 0x262552740: pointer being freed was not allocated"],
                     records: [.record("com.tidepool.upload", .processing, .launch, .succeeded, test: "PairingFlowTests/testCancelReturnsToSettings")]),
            // The UI test runner's own double free after the app's task completed: the runner's, not the job's.
            .failure("StepwiseUITests.StepSyncUITests/testSyncShowsLatestSteps",
                     messages: ["Restarting after unexpected exit, crash, or test timeout in StepSyncUITests.testSyncShowsLatestSteps(); summary will include totals from previous launches."],
                     log: ["StepwiseUITests-Runner(9388,0x16f4a3000) malloc: *** error for object 0x600002d1c2a0: pointer being freed was not allocated"],
                     records: [.record("com.stepwise.step-sync", .appRefresh, .launch, .succeeded, test: "StepSyncUITests/testSyncShowsLatestSteps")]),
            // Another test's double free, printed while no test ran, beside a test that ran to its own assertion.
            .failure("StepwiseTests.StepFormatterTests/testThousandsSeparator", messages: ["XCTAssertEqual failed: (\"12,480 Schritte\") is not equal to (\"12.480 Schritte\")"],
                     runLog: ["Stepwise(9120,0x16f4a3000) malloc: *** error for object 0x600002d1c2a0: pointer being freed was not allocated"]),
            // Another clone's crash on the task's queue, beside a test that did not crash and asserts its request
            // is pending: the report names the task, but is the crashed test's, not this one's.
            .failure("App.OvernightScheduleTests/testMatchRequestIsPendingAfterBackgrounding",
                     messages: ["XCTAssertTrue failed - expected com.example.app.match to be pending after backgrounding, found []"],
                     runLog: ["2026-12-02 03:12:56.9114+0000 App (40211) crashed: EXC_BREAKPOINT (SIGTRAP) on queue com.apple.BGTaskScheduler (com.example.app.match) [com.example.app]"]),
            // The launch registering its handler, then the test crashed: a routine line, no frame of the crash.
            .failure("App.NotificationRegistrarTests/testRefreshesStatus", messages: ["Test crashed with signal abrt."],
                     log: ["2025-01-14 10:10:40.513410+0000 App[9188:61234] Registered launch handler for com.example.app.refresh"]),
            // The app's console said it began UIKit's background task before the test was killed: no task's code in it.
            .failure("App.ManifestUploadTests/testLargeUploadFinishesInBackgroundTime", messages: ["Test crashed with signal kill."],
                     log: ["2026-12-05 11:03:04.118 App[71402:8120331] [Upload] manifest M-1 (412 MB) queued; beginBackgroundTask(\"manifest-upload\") -> 11"]),
            // The only frame with a task's words is the framework's own (`BackgroundTasks  -[BGTask …]`): no task code crashed.
            .failure("App.FeedViewModelTests/testReloadKeepsSelection", messages: ["Test crashed with signal trap."],
                     log: ["App (812) crashed: EXC_BREAKPOINT (SIGTRAP)", "    2  BackgroundTasks  -[BGTask dealloc]"]),
        ]
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        // A trap whose thread or frame is the task's: the handler runs on the scheduler's queue.
        let taskFrames = SignalVocabulary.taskFrames
        let hit = context.text(saying: .handlerCrashed)
            ?? context.texts.first { $0.text.includes("EXC_BREAKPOINT") && taskFrames.contains(where: $0.text.includes) }
            ?? (context.crashed ? context.logLines.first { line in
                let text = line.excerpt ?? ""
                // (A frame of the system's own code is no frame of the task's: `BackgroundTasks  -[BGTask …]`;
                // nor is the test's own assertion, whose words may name the scheduler's error; nor UIKit's
                // `beginBackgroundTask`/`endBackgroundTask`, which a line may name without any task's code in it.)
                // Nor a line the app printed as its launch registered a handler (`App[9188]: Registered launch handler for …`),
                // which every launch prints — not a frame (`6  closure #1 in …registerBGTaskHandler()`).
                let said = SignalVocabulary.uiKitBackgroundTaskCalls.reduce(text) { $0.replacingOccurrences(of: $1, with: "") }
                let printedRegistration = CrashReportLine.processID(in: text) != nil && FailureContext.onlyRegistersAHandler(text)
                return !text.includes("uncaught exception") && taskFrames.contains(where: said.includes) && !IPSCrashReport.isSystemFrame(text)
                    && !printedRegistration
                    && !context.test.issues.contains { $0.evidence?.path == line.path && $0.evidence?.line == line.line && SignalVocabulary.asserts($0.message) }
            }.map { ($0.excerpt ?? "", $0) } : nil)
            ?? heapErrorWhileTheTaskRan(context)
        guard let hit else { return nil }
        // A test with nothing of background work in its evidence (a view model's isolation trap; its
        // name's `fetch` is no background fetch) and no task frame in the crash: still the code's trap,
        // but whose — the app's or the toolchain's isolation — is only inferred.
        let tasks = context.evidenceSpeaksOfBackgroundWork || taskFrames.contains(where: hit.text.includes)
        guard tasks else {
            return RuleVerdict(
                rule: identifier, category: category, weight: EvidenceWeight(.system, .inferred), stage: .execution,
                reason: "The code under test crashed in its own code (“\(hit.text.trimmingCharacters(in: .whitespaces).prefix(100))”): a queue or actor-isolation assertion, a watchdog, or a completion called twice.",
                evidence: hit.evidence.map { [$0] } ?? [],
                nextStep: "Find the caller on the crashed thread's frames and hop to the actor or queue the code expects (`Task { @MainActor in … }`, `DispatchQueue.main.async`), or mark the callback `@Sendable`/`nonisolated` as it is called.",
                owner: context.codeUnderTestOwner)
        }
        // A trap in a framework's own code (its lock, its assertion), which the task's code only called into:
        // the task's code is on the crashed thread, but whether it or the framework broke is only inferred.
        let inTheFramework = IPSCrashReport.trappedInAFramework(context.texts.map(\.text))
        if SignalVocabulary.memoryErrors.contains(where: hit.text.includes) {
            return RuleVerdict(
                rule: identifier, category: category, weight: EvidenceWeight(.system, .direct), stage: .execution,
                reason: "The task's own code broke its memory while the OS ran it (“\(hit.text.trimmingCharacters(in: .whitespaces).prefix(100))”): a double free, or shared state written from two threads.",
                evidence: hit.evidence.map { [$0] } ?? [],
                nextStep: "Run the job's test under the Address and Thread Sanitizers (`-enableAddressSanitizer YES`, `-enableThreadSanitizer YES`) and guard the state its handlers share with a lock or an actor.")
        }
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.system, inTheFramework ? .inferred : .direct), stage: .execution,
            reason: "The task's own code crashed (a queue or actor-isolation assertion, or completing the task twice): the OS ran the handler, the handler broke.",
            evidence: hit.evidence.map { [$0] } ?? [],
            nextStep: "Launch handlers run on a background queue: hop to the actor or queue the code expects (`Task { @MainActor in … }`, `DispatchQueue.main.async`), and call `setTaskCompleted` exactly once.")
    }
}

import EvidenceCore
import EvidenceReaders

/// The job threw an error (not a BGTaskScheduler one) or crashed in its own code.
struct ErrorThrownByJobRule: ClassificationRule {
    let identifier = "error_thrown_by_job"
    let category = TriageCategory.businessLogicError
    let summary = "The test failed on an error thrown by (or a crash in) the job's code, not by BGTaskScheduler."

    var triggeringExamples: [RuleExample] {
        [
            // A Kotlin/Native unit test whose database driver threw (Gradle's JUnit gives the exception and its trace):
            // the code's, whatever task a word of the class's name (`TimetableImport…`) shares.
            .failure("app.example.data.TimetableImportWorkerTest/importWhileFavouriteWriteDoesNotFail",
                     messages: ["co.touchlab.sqliter.interop.SQLiteExceptionErrorCode: executeNonQuery error | error code SQLITE_BUSY\n\tat kotlin.Throwable#<init>(kotlin.String?){}"]),
            // A shared Kotlin function that declares no `@Throws` let its exception (a network error's) reach Swift: the runtime ended the app.
            .failure("HarborlightTests.BackgroundRefreshTests/testRefreshSurvivesOfflineNetwork",
                     messages: ["Restarting after unexpected exit, crash, or test timeout in BackgroundRefreshTests.testRefreshSurvivesOfflineNetwork(); summary will include totals from previous launches."],
                     log: ["Exception doesn't match @Throws-specified class list and thus isn't propagated from Kotlin to Objective-C/Swift as NSError.",
                           "Uncaught Kotlin exception: io.ktor.client.engine.darwin.DarwinHttpRequestException: Exception in http request: Error Domain=NSURLErrorDomain Code=-1004 \"Could not connect to the server.\""]),
            // XCTest placed the crash in the library's own source, not the test's: the code crashed there.
            .failure("KestrelCrashTests.KCAsyncThreadStateTests/testGetFramePointerRegister64", messages: ["Test crashed with signal trap."],
                     placedIn: "/ci/kestrel-crash/Source/KCAsyncThread_arm.c"),
            // Kotlin/Native's runtime error in a shared module's iOS test (a date library's, in the runner's time zone).
            .failure("fr.satchel.shared.log.LogMemoryTest/formatsEntryTimestampInLocalZone",
                     messages: ["kotlin.RuntimeException: Unable to acquire the offset at instant 2021-04-06T18:14:34.809669017Z for zone Asia/Kolkata"]),
            // Kotlin's `getValue` on a map without the key, in a backend's tests of the same job: the code threw.
            .failure("ApnsPayloadFactoryTest/alert payload threads by mailbox", messages: ["java.util.NoSuchElementException: Key thread-id is missing in the map."]),
            // EarlGrey waited on a view controller of the app that does not call super: it names the rule broken.
            .failure("JuniperTests.AccountSetupUITests/testAddAccountButtonIsEnabled",
                     messages: ["Exception: TimeoutException\n\"GREYAppStateTracker\" : \"Waiting for viewDidAppear: call on the view controller. Please ensure that this view controller and its subclasses call through to their super's implementation.\""]),
            // A library's exception whose first project frame is the code under test (Kotlin/Native's trace).
            .failure("dev.skein.time.IsoDateParserTest/parsesOffsetWithoutColon", messages: ["kotlinx.datetime.DateTimeFormatException: Failed to parse an instant from '2026-10-02T08:15:00+0200'"],
                     placedIn: "/builds/skein/shared/src/commonMain/kotlin/dev/skein/time/IsoDateParser.kt", archived: true),
            // A database driver's type with the word inside its name, thrown under the project's repository code.
            .failure("app.tally.shared.TallyRepositoryTest/testInsertThenCount",
                     messages: ["co.touchlab.sqliter.interop.SQLiteExceptionErrorCode: error preparing statement | error code SQLITE_ERROR | no such table: tally_entry"],
                     placedIn: "/Users/ci/project/shared/src/commonMain/kotlin/app/tally/shared/TallyRepository.kt", archived: true),
            .failure("App.SyncJobTests/testAppliesChanges", messages: ["XCTAssertNoThrow failed: threw error \"DecodingError.keyNotFound(cursor)\""]),
            // .NET for iOS refused a UIKit call the app's startup made off the UI thread.
            .failure("Orchard.DeviceTests.Startup.SyncSetupTests/ConfigureDoesNotThrow",
                     messages: ["UIKit.UIKitThreadAccessException : UIKit Consistency error: you are calling a UIKit method that can only be invoked from the UI thread."]),
            .failure("App.SyncJobTests/testMerge", messages: ["Fatal error: Index out of range"]),
            // Dart's type error: a stub returned nothing where the code awaits a Future.
            .failure("background_refresh_service_test/BackgroundRefreshService reports success after uploading", messages: ["type 'Null' is not a subtype of type 'Future<void>'"]),
            // sqflite's error for the code's own query, as a Flutter test prints it.
            .failure("Offline queue/keeps readings when the isolate syncs",
                     messages: ["DatabaseException(Error Domain=FMDatabase Code=5 \"database is locked\" UserInfo={NSLocalizedDescription=database is locked}) sql 'BEGIN IMMEDIATE' args []"]),
            // NUnit's rendering of an exception the code threw.
            .failure("Kestrel.Core.Tests.SyncJobTests/RunAsync_RecordsLastSuccessUtc",
                     messages: ["System.InvalidOperationException : Sequence contains no elements"]),
            // Swift's precondition trapped in the code the test ran, and the test process died.
            .failure("KeyfobKitTests.LockRestorationTests/testRestoresBothPairedLocks",
                     messages: ["Restarting after unexpected exit, crash, or test timeout in LockRestorationTests.testRestoresBothPairedLocks(); summary will include totals from previous launches."],
                     log: ["KeyfobKit/LockCentral.swift:40: Precondition failed: Invalid number of peripheral to restore."]),
            // Swift's `assert` with no message of its own, trapped in the code the test ran: its place, then `Assertion failed`.
            .failure("InsulogTests.DoseReconciliationTests/testReconcileMutableTempBasal",
                     messages: ["Restarting after unexpected exit, crash, or test timeout in DoseReconciliationTests.testReconcileMutableTempBasal(); summary will include totals from previous launches."],
                     log: ["InsulogKit/InsulinMath.swift:14: Assertion failed"]),
            // Swift's `assert` trapped in the code's initialiser, as xcodebuild sums the crash up.
            .failure("StockTests.InventoryStackTests/testStackAcceptsPrebuiltModel",
                     messages: ["Restarting after unexpected exit, crash, or test timeout in InventoryStackTests.testStackAcceptsPrebuiltModel(); summary will include totals from previous launches.",
                                "Crash: Stock (9302) Assertion failed: InventoryStack requires a model name"]),
            // A proxy of the app's own XPC protocol (its extension's service): the app's interface, declared wrong.
            .failure("NotelyTests.SyncServiceTests/testFetchesChanges", messages: ["Test crashed with signal abrt."],
                     log: ["*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: '-[__NSXPCInterfaceProxy_NotelySyncServiceProtocol fetchChangesSince:reply:]: unrecognized selector sent to instance 0x600003a1c0a0'"]),
            // The system's parts disagreeing before the test excuses that line only, not the test's own crash.
            .failure("NotelyTests.NoteListTests/testDeletesLastNote", messages: ["Test crashed with signal abrt."],
                     log: ["*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: '-[__NSXPCInterfaceProxy_ASDOctaneServiceProtocol setStringValue:forIdentifier:]: unrecognized selector sent to instance 0x6000'",
                           "*** Terminating app due to uncaught exception 'NSRangeException', reason: '*** -[__NSArrayM objectAtIndex:]: index 3 beyond bounds [0 .. 2]'"]),
            // Jest: the code called a method its library's mock does not have.
            .failure("ReminderScheduler/cancels displayed reminders on sign-out", messages: ["TypeError: this.native.cancelDisplayedNotifications is not a function"]),
            // Xcode named the crashing frame in the project's own source.
            .failure("AppTests.UploadCoordinatorTests/testProgressUpdatesBadge",
                     messages: ["Crash: App (44162) closure #1 in UploadCoordinator.start(_:) at /Users/ci/project/App/Upload/UploadCoordinator.swift:21"]),
            // XCTest caught an Objective-C exception the code raised (here: a completion handler called twice).
            // The runtime's own checks: a UI call off the main thread, a Core Data context from another queue.
            .failure("App.AnalyticsFlushTests/testFlushSendsQueuedEventsOnBackground",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 5 seconds, with unfulfilled expectations: \"events flushed\"."],
                     log: ["Main Thread Checker: UI API called on a background thread: -[UIApplication applicationState]"]),
            // UIKit's own warning for a view's class method called off the main thread, before the app's crash there.
            .failure("WayfarerTests.LocomotionManagerTests/testStationaryFixEntersSleep",
                     messages: ["Wayfarer (52011) crashed in -[UIView(Animation) setAnimationsEnabled:] at /Users/ci/wayfarer/Wayfarer/Recording/LocomotionManager.swift:29"],
                     log: ["2026-07-30 10:12:09.951 Wayfarer[52011:7713402] +[UIView setAnimationsEnabled:] being called from a background thread. Performing any operation from a background thread on UIView or a subclass is not supported and may result in unexpected and insidious behavior. trace=("]),
            .failure("App.MergePolicyTests/duplicateInsertDedupes", messages: ["Test crashed with signal segv."],
                     log: ["CoreData: error: _PFAssertSafeMultiThreadedAccess_impl: illegal access to a main-queue managed object context from a private queue"]),
            .failure("App.InboxLoaderTests/testFetchMessagesCompletes",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 10 seconds, with unfulfilled expectations: \"messages loaded\"."],
                     log: ["SWIFT TASK CONTINUATION MISUSE: fetchMessages() leaked its continuation!"]),
            .failure("App.BackgroundFetchTests/testFetchCallsCompletionOnce",
                     messages: ["failed: caught \"NSInternalInconsistencyException\", \"you can't call -sendResponse: twice nor after encoding it\""]),
            // Core Data's concurrency debugging caught a context used off its queue (xcodebuild's crash reason).
            .failure("AppTests.LayerCountTests/testCountsLayers",
                     messages: ["Crash: Quarry (18351) +[NSManagedObjectContext __Multithreading_Violation_AllThatIsLeftToUsIsHonor__]"]),
            // A UI test's app ended on an exception while the test ran (the device's log, in its time):
            // its next step found the app relaunched.
            .failure("LedgerUITests.IncomingCallUITests/testCallerHangsUpBeforeAnswer",
                     messages: ["XCTAssertTrue failed - missed call not recorded"],
                     log: ["2026-08-13 17:02:50.801331+0200 Ledger[611]: *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Killing app because it never posted an incoming call to the system after receiving a PushKit VoIP push callback.'"]),
            // XCTest: the completion handler the test handed the code was called twice.
            .failure("App.BackgroundUploaderTests/testSessionEventsCompletionHandlerCalledOnce",
                     messages: ["API violation - multiple calls made to -[XCTestExpectation fulfill] for system completion handler called."]),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            // Detox's expectation, worded as an assertion: the test's, not a Swift file's trap.
            .failure("e2e/reminders.test.js/shows the reminder", messages: ["Test Failed: Assertion failed: TOHAVETEXT(\"Take your dose\")"]),
            // Kotlin's exception around the scheduler's refusal of a submission on a Simulator: the OS's answer, passed on.
            .failure("com.quillmoor.notes.background.RefreshSchedulerIosTest/submitAcceptsRefreshRequest",
                     messages: ["kotlin.IllegalStateException", "kotlin.IllegalStateException: BGTaskScheduler.submit failed: Error Domain=BGTaskSchedulerErrorDomain Code=1 \"(null)\""]),
            // A crash XCTest placed in the test's own file: where the test was, not which code crashed.
            .failure("KestrelCrashTests.KCAsyncThreadStateTests/testGetFramePointerRegister64", messages: ["Test crashed with signal trap."],
                     placedIn: "/ci/kestrel-crash/Tests/KCAsyncThreadStateTests.m"),
            .failure("App.SyncJobTests/testSchedules", messages: ["XCTAssertNoThrow failed: threw error \"Error Domain=BGTaskSchedulerErrorDomain Code=1 \"(null)\"\""]),
            // A .NET wait that ran out, and a fixture's setup that failed before the test's own code ran.
            .failure("Harbour.Tests.ExportTests/ExportFinishes", messages: ["System.TimeoutException : The operation has timed out."]),
            // EarlGrey waited on the app's network requests: busy, not a rule broken.
            .failure("JuniperTests.AccountSetupUITests/testAddAccountButtonIsEnabled",
                     messages: ["Exception: TimeoutException\n\"GREYNSURLProtocol\" : \"Waiting for network requests to finish. By default, EarlGrey tracks all network requests.\""]),
            // The same exception placed in a file the archive does not hold (a library's, built elsewhere),
            // in the test's own file, and an assertion library's error: not the code's.
            .failure("dev.skein.time.IsoDateParserTest/parsesOffsetWithoutColon", messages: ["kotlinx.datetime.DateTimeFormatException: Failed to parse an instant from '2026-10-02T08:15:00+0200'"],
                     placedIn: "/opt/buildAgent/work/2fed3917a7ae8b87/kotlinx-datetime/core/common/src/format/Parser.kt"),
            .failure("dev.skein.time.IsoDateParserTest/parsesOffsetWithoutColon", messages: ["kotlinx.datetime.DateTimeFormatException: Failed to parse an instant from '2026-10-02T08:15:00+0200'"],
                     placedIn: "/builds/skein/shared/src/commonTest/kotlin/dev/skein/time/IsoDateParserTest.kt", archived: true),
            // A test library's exception about an earlier test's leak, whatever frame it names.
            .failure("app.tally.shared.TallyRepositoryTest/testInsertThenCount",
                     messages: ["kotlinx.coroutines.test.UncaughtExceptionsBeforeTest: There were uncaught exceptions before the test started."],
                     placedIn: "/Users/ci/project/shared/src/commonMain/kotlin/app/tally/shared/TallyRepository.kt", archived: true),
            .failure("dev.skein.time.IsoDateParserTest/formatsUtc", messages: ["kotlin.AssertionError: Expected <Z>, actual <+00:00>."],
                     placedIn: "/builds/skein/shared/src/commonMain/kotlin/dev/skein/time/IsoDateFormatter.kt", archived: true),
            .failure("Harbour.UITests.SyncUITests/SyncNowUpdatesLabel", messages: ["OneTimeSetUp: System.IO.FileNotFoundException : Could not find file '/tmp/app.zip'"]),
            // fetch's own error: the server was not reached, the code threw nothing of its own.
            .failure("SyncClient/uploads the queued entries", messages: ["TypeError: Network request failed"]),
            // The test's own wait helper gave up: a wait that ran out, not the job throwing.
            .failure("OrchardTests.BackgroundWakeTests/silentPushWakesTerminatedApp",
                     messages: ["Caught error: .timedOut(marker: \"silent-push-handled\", after: 20.0 seconds)"]),
            // A crash with no frame of the project's named (a system library's address only): nothing says whose code.
            .failure("AppTests.PlayerTests/testSeek", messages: ["Crash: App (5120) at 0x00000001a2b3c4d5"]),
            // A wait that timed out with no fault among the test's lines: nothing says the code broke.
            .failure("App.InboxLoaderTests/testFetchMessagesCompletes",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 10 seconds, with unfulfilled expectations: \"messages loaded\"."]),
            // StoreKitTest's call to its service on an older simulator runtime: the system's parts disagree.
            .failure("AppTests.SubscriptionStoreTests/testRestoresPurchasesFromStoreKitConfig",
                     messages: ["Restarting after unexpected exit, crash, or test timeout in SubscriptionStoreTests.testRestoresPurchasesFromStoreKitConfig(); summary will include totals from previous launches."],
                     log: ["2026-12-03 09:12:48.902117+0000 Quillnote[55076:18788661] *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: '-[__NSXPCInterfaceProxy_ASDOctaneServiceProtocol setStringValue:forIdentifier:]: unrecognized selector sent to instance 0x600003a1c0a0'",
                           "libc++abi: terminating due to uncaught exception of type NSException"]),
            // The tests' network stubs raised for a request nothing stubbed (one an earlier test left in flight).
            .failure("AppTests.FareQuoteClientTests/testQuoteForReturnTrip",
                     messages: ["Restarting after unexpected exit, crash, or test timeout in FareQuoteClientTests.testQuoteForReturnTrip(); summary will include totals from previous launches."],
                     log: ["2026-12-08 15:41:59.649 Waypost[22914:210553] *** Terminating app due to uncaught exception 'NocillaUnexpectedRequest', reason: 'An unexpected HTTP request was fired.",
                           "libc++abi: terminating due to uncaught exception of type NSException"]),
        ]
    }

    /// Source files of the languages a test's trace names (Swift and the C family, and the cross-platform stacks').
    static let sourceExtensions: Set<String> = ["swift", "m", "mm", "c", "cpp", "kt", "java", "cs", "dart", "js", "ts", "jsx", "tsx"]

    /// XCTest placed the test's crash (`Test crashed with signal trap.`) at a line of the project's own
    /// source outside the tests (`Source/KCAsyncThread_arm.c:215`): the top frame it could place, the code
    /// that crashed.
    static func crashPlacedInTheCode(_ issue: TestIssue) -> Bool {
        guard let location = issue.location, SignalCatalog.signal(.testCrashed).matches(issue.message),
              SignalVocabulary.isSourcePlace(Substring("\(location.file):\(location.line)")) else { return false }
        return placedInTheCode(issue)
    }

    /// An exception the runtime names by its qualified class (`kotlinx.datetime.DateTimeFormatException: …`,
    /// `java.io.IOException`), whose place — its first frame of the project — is the code under test,
    /// not a test file: the code threw it. (An assertion library's error, a wait's timeout or a
    /// cancellation is the test's or the wait's, not the code's.)
    static func exceptionPlacedInTheCode(_ issue: TestIssue, _ context: FailureContext) -> Bool {
        let name = issue.message.prefix { $0 != ":" && $0 != " " && $0 != "\n" }
        // (A driver's own type may carry the word inside: `co.touchlab.sqliter.interop.SQLiteExceptionErrorCode`.)
        let type = name.split(separator: ".").last ?? ""
        guard name.contains("."), type.contains("Exception") || type.hasSuffix("Error"), name.first?.isLowercase == true,
              !["Assertion", "Timeout", "Cancel", "Http", "WebDriver", "selenium", "Socket"].contains(where: name.contains),
              // (Nor a test library's own exception — kotlinx-coroutines-test's about an earlier test's leak, JUnit's, Kotest's.)
              !name.contains(".test.") && !name.hasPrefix("org.junit.") && !name.hasPrefix("io.kotest."),
              !issue.message.contains("NSURLErrorDomain"), let location = issue.location else { return false }
        // Only a file of the project the archive holds: a library's frames carry their own build machine's paths.
        return placedInTheCode(issue) && context.archivedPlaces.contains(location.file)
    }

    /// The issue's place is a source file of the code under test, not of its tests.
    static func placedInTheCode(_ issue: TestIssue) -> Bool {
        guard let location = issue.location, location.line > 0 else { return false }
        let name = location.file.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), sourceExtensions.contains(String(name[name.index(after: dot)...])) else { return false }
        let stem = name.split(separator: ".").first ?? ""
        return !BundledResourceMissingRule.isTestCode(location.file) && !["Tests", "Test", "Spec", "Specs"].contains(where: stem.hasSuffix)
    }

    /// The scheduler's own refusal, with its code (`BGTaskScheduler.submit failed: … BGTaskSchedulerErrorDomain Code=1`), not an
    /// error of the app's that shares a case's name (`SyncError.unavailable`).
    static func passesOnTheSchedulersRefusal(_ message: String) -> Bool {
        message.includes("BGTaskScheduler") && !SchedulerErrorCode.codes(in: message).isEmpty
    }

    /// An exception's type and nothing of its own (`kotlin.IllegalStateException`, a runner's heading of it).
    static func namesOnlyAType(_ message: String) -> Bool {
        let trimmed = message.trimmingCharacters(in: .whitespacesAndNewlines)
        return !trimmed.isEmpty && trimmed.count <= 120 && !trimmed.contains(" ") && (trimmed.hasSuffix("Exception") || trimmed.hasSuffix("Error"))
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        // The test's messages; for a crash, also the lines it printed and the crash's own lines
        // printed outside the test (a parallel clone's exception reason): the fatal error is often only there.
        // A fault the runtime reports (a UI call off the main thread, a Core Data context on the wrong
        // queue, a continuation never resumed) is read among the test's lines whether or not it crashed.
        let fault = SignalCatalog.signal(.codeFault)
        // (Not where the failing line waits for a UI element: what kept it away is not in the assertion.)
        let faults = AssertionInJobTestRule.waitsForAnElement(context) ? [] : context.logLines.filter { fault.matches($0.excerpt ?? "") }
        let lines = context.crashed ? context.logLines + context.runLines : faults
        // An exception a system framework raised talking to a system service (a selector an XPC proxy of the
        // service does not know: StoreKitTest on a runtime older than the toolchain) is not the code's.
        // (The process's `libc++abi: terminating due to uncaught exception` after it, before another
        // exception, is the same exception's end.)
        let all = context.test.issues + lines.map { TestIssue(message: $0.excerpt ?? "", evidence: $0) }
        var excused: EvidencePointer?
        let candidates = all.filter { issue in
            if SignalVocabulary.raisedBetweenSystemParts(issue.message) || SignalVocabulary.raisedByTheTestsStubs.contains(where: issue.message.includes) {
                excused = issue.evidence
                return false
            }
            guard SignalVocabulary.processEndedOnException.contains(where: issue.message.includes) else { return true }
            defer { excused = nil }
            guard !issue.message.includes("reason:"), let before = excused, let here = issue.evidence, before.path == here.path,
                  let line = before.line, let endLine = here.line, endLine > line else { return true }
            return false
        }
        let thrown = SignalCatalog.signal(.errorThrown), timedOut = SignalCatalog.signal(.waitTimedOut)
        // The test's own wait helper throwing its timeout (`Caught error: .timedOut(…)`) is a wait, not the job's error;
        // nor is the scheduler's own refusal the code passed on (`IllegalStateException: BGTaskScheduler.submit failed:
        // Error Domain=BGTaskSchedulerErrorDomain Code=1`): the OS's answer, which the scheduler's readings weigh.
        // (An exception's type alone beside it, `kotlin.IllegalStateException`, is the same refusal's.)
        let refusalInItsWords = context.test.issues.contains { Self.passesOnTheSchedulersRefusal($0.message) }
        let threw = candidates.first { !Self.passesOnTheSchedulersRefusal($0.message) && !(refusalInItsWords && Self.namesOnlyAType($0.message))
            && ((thrown.matches($0.message) && !timedOut.matches($0.message)) || SignalVocabulary.crashesInSource($0.message)
                || Self.crashPlacedInTheCode($0) || Self.exceptionPlacedInTheCode($0, context)) }
        guard let issue = threw ?? candidates.first(where: { fault.matches($0.message) }) else { return nil }
        let place = issue.place
        guard context.concernsBackgroundWork else {
            let what = threw == nil ? "The code under test broke a rule the runtime enforces" : "The code under test threw or crashed"
            // The app's own process said it ended on an exception while the test ran (its console, the
            // device's log in the test's time): the app's word that its code raised, not an inference.
            // (Not a library's own precondition that it be set up first, `… must be configured before …`: the
            // code's order, or the file the set-up needs, the words cannot say which.)
            // (Nor an app extension's, which the system loads as its Info.plist and build say — its principal class,
            // its entry point —: the exception may be how it was built as much as its code.)
            let extensions = AppUnderTest.extensionProcesses(of: context.plists)
            let byAnExtension = AppUnderTest.process(of: issue.message).map { extensions.contains(String($0)) } ?? false
            let saidByTheApp = !context.test.issues.contains(where: { $0.message == issue.message })
                && SignalVocabulary.processEndedOnException.contains(where: issue.message.includes)
                && !issue.message.includes("must be configured") && !BundledResourceMissingRule.saysNotSetUp(issue.message) && !byAnExtension
            return context.codeUnderTestVerdict(rule: identifier, what: what, issue: issue, fix: "fix the error in the code it tests",
                                                weight: saidByTheApp ? EvidenceWeight(.app) : EvidenceWeight(.test, .inferred))
        }
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.test), stage: .execution,
            reason: "The job's code threw or crashed: \(issue.message.trimmingCharacters(in: .whitespaces).prefix(120)).",
            evidence: issue.evidence.map { [$0] } ?? [],
            nextStep: "Fix the error in the job's code\(place); make sure a failed run leaves the previous data intact.")
    }
}

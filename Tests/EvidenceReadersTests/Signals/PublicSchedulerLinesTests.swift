@testable import EvidenceReaders
import EvidenceKit
import Testing

/// Lines the BackgroundTasks framework, `dasd` and apps printed, as people posted them in public
/// threads (each line verbatim, its thread beside it): what the scheduler's words really look like,
/// read as the catalog's signals. No public capture of an expiration or of a `Code=2` refusal was
/// found (the framework's expiration lines are known only from its format strings), so none is here.
@Suite struct PublicSchedulerLinesTests {
    struct Posted: CustomTestStringConvertible, Sendable {
        let line: String
        let source: String
        let signal: SignalID
        let code: Int?
        var testDescription: String { "\(signal.rawValue) from \(source)" }
    }

    static let lines: [Posted] = [
        // Refusals, with the scheduler's code in each spelling apps print it.
        Posted(line: #"Could not schedule app refresh: Error Domain=BGTaskSchedulerErrorDomain Code=1 "(null)""#,
               source: "https://github.com/bhaval-patel/BackgroundTask/issues/2", signal: .unavailable, code: 1),
        Posted(line: #"Could not schedule app refresh: Error Domain=BGTaskSchedulerErrorDomain Code=3 "(null)""#,
               source: "https://github.com/bhaval-patel/BackgroundTask/issues/7", signal: .notPermitted, code: 3),
        Posted(line: #"[TSBackgroundFetch scheduleTask] ERROR: Failed to submit task request: Error Domain=BGTaskSchedulerErrorDomain Code=1 "(null)""#,
               source: "https://github.com/transistorsoft/flutter_background_fetch/issues/163", signal: .unavailable, code: 1),
        Posted(line: #"2024-10-24 13:19:18.843110+0530 CustomerDisplay[35803:2976729] [TSBackgroundFetch] BGTaskScheduler failed to register fetch-task and will fall-back to old API.  This is likely due to running in the iOS Simulator (Error Domain=BGTaskSchedulerErrorDomain Code=1 "(null)")"#,
               source: "https://github.com/transistorsoft/react-native-background-fetch/issues/536", signal: .unavailable, code: 1),
        Posted(line: #"[VERBOSE-2:dart_vm_initializer.cc(41)] Unhandled Exception: PlatformException(bgTaskSchedulingFailed(Error Domain=BGTaskSchedulerErrorDomain Code=3 "(null)") error, Scheduling the task using BGTaskScheduler has failed."#,
               source: "https://github.com/fluttercommunity/flutter_workmanager/issues/479", signal: .notPermitted, code: 3),
        Posted(line: "Could not schedule BGAppRefreshTask The operation couldn’t be completed. (BGTaskSchedulerErrorDomain error 3.)",
               source: "https://github.com/fluttercommunity/flutter_workmanager/issues/660", signal: .notPermitted, code: 3),
        Posted(line: #"Uncaught (in promise, id: 0): "Error: The operation couldn't be completed. (BGTaskSchedulerErrorDomain error 1.)""#,
               source: "https://github.com/Expensify/App/issues/85986", signal: .unavailable, code: 1),
        // The framework refusing a registration the plist does not permit.
        Posted(line: "com.yourapp.YOUR_TASK_NAME is not advertised in the application's Info.plist",
               source: "https://github.com/fluttercommunity/flutter_workmanager/issues/660", signal: .registrationRejected, code: nil),
        Posted(line: "[Framework] Registration rejected; IN_APP_ALERTS is not advertised in the application's Info.plist",
               source: "https://github.com/kprakash2/multiplatform-work-manager/issues/8", signal: .registrationRejected, code: nil),
        // Console.app's copy (type, time, process, message, tab-separated): a submission dasd accepted.
        Posted(line: "default\t13:09:36.387408+0900\tCovid19Radar.iOS\tsubmitTaskRequest: <BGProcessingTaskRequest: jp.go.mhlw.covid19radar.data-maintainance, earliestBeginDate: 2022-06-29 04:09:36 +0000, requiresExternalPower=0, requiresNetworkConnectivity=0>",
               source: "https://github.com/cocoa-mhlw/cocoa/pull/644", signal: .appSubmitted, code: nil),
        Posted(line: "default\t13:09:36.419089+0900\tdasd\tSubmitted Activity: bgProcessing-jp.go.mhlw.covid19radar.data-maintainance:FA2FB9 at priority 10 <private>",
               source: "https://github.com/cocoa-mhlw/cocoa/pull/644", signal: .schedulerAccepted, code: nil),
        Posted(line: "default\t13:09:36.402559+0900\tdasd\tCANCELED: bgProcessing-jp.go.mhlw.covid19radar.data-maintainance:01A8A2 at priority 10 <private>!",
               source: "https://github.com/cocoa-mhlw/cocoa/pull/644", signal: .schedulerCancelled, code: nil),
        // dasd scored the activity below its threshold: not run yet.
        Posted(line: "default\t09:38:00.388720+0900\tdasd\t'bgProcessing-jp.go.mhlw.covid19radar.data-maintainance:BE6ED9' CurrentScore: 0.864911, ThresholdScore: 0.905390 DecisionToRun:0",
               source: "https://github.com/cocoa-mhlw/cocoa/pull/644", signal: .schedulerDeclined, code: nil),
        // A real launch by the daemon, and the task's end, in the app's process.
        Posted(line: "09:30:54.355540+0200\tRunner\tHandling launch from daemon for activities: {(",
               source: "https://github.com/transistorsoft/flutter_background_geolocation/issues/295", signal: .systemLaunched, code: nil),
        Posted(line: "09:30:54.356447+0200\tRunner\tRunning task: <BGAppRefreshTask: com.transistorsoft.fetch>",
               source: "https://github.com/transistorsoft/flutter_background_geolocation/issues/295", signal: .systemLaunched, code: nil),
        Posted(line: "09:31:34.181612+0200\tRunner\tMarking task (null) complete with success: 1",
               source: "https://github.com/transistorsoft/flutter_background_geolocation/issues/295", signal: .systemCompleted, code: nil),
        // Launches asked for from the debugger.
        Posted(line: "2019-06-18 23:36:54.523814+0800 NetNewsWire[5127:695645] Starting simulated task: <BGAppRefreshTask: com.ranchero.NetNewsWire.FeedRefresh>",
               source: "https://github.com/Ranchero-Software/NetNewsWire/issues/746", signal: .simulatedLaunchStarted, code: nil),
        Posted(line: "2020-02-20 02:32:41.755488-0500 ReLearn[1163:231906] No task request with identifier com.transistorsoft.fetch has been scheduled",
               source: "https://github.com/transistorsoft/react-native-background-fetch/issues/219", signal: .noTaskRequest, code: nil),
    ]

    @Test(arguments: lines)
    func aPostedLineSaysItsSignal(_ posted: Posted) {
        #expect(SignalCatalog.signals(in: posted.line).contains(posted.signal), "\(posted.line)")
        if let code = posted.code {
            #expect(SchedulerErrorCode.codes(in: posted.line).map(\.rawValue) == [code])
        }
    }

    /// The log reader keeps each such line of the app's console for the test that printed it.
    @Test(arguments: lines)
    func theReaderKeepsAPostedLine(_ posted: Posted) {
        #expect(TestLogReader.keepsConsoleLine(posted.line), "\(posted.line)")
    }
}

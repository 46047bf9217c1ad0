import Flutter
import UIKit
import workmanager_apple

@main
@objc class AppDelegate: FlutterAppDelegate {
    static let forecastRefreshTask = "com.pollencast.app.forecast-refresh"
    static let cleanupTask = "com.pollencast.app.cleanup"

    /// Identifiers whose launch handler BGTaskScheduler accepted (read by RunnerTests).
    static private(set) var registeredTaskIDs: Set<String> = []

    override func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        GeneratedPluginRegistrant.register(with: self)
        EvidenceRecorder.shared.begin()

        // Workmanager: periodic forecast refresh (BGAppRefreshTask) and the weekly
        // cache cleanup (BGProcessingTask). Both identifiers must be listed in
        // BGTaskSchedulerPermittedIdentifiers.
        WorkmanagerPlugin.registerPeriodicTask(withIdentifier: Self.forecastRefreshTask,
                                               frequency: NSNumber(value: 4 * 60 * 60))
        record(Self.forecastRefreshTask, kind: .appRefresh)
        WorkmanagerPlugin.registerBGProcessingTask(withIdentifier: Self.cleanupTask)
        record(Self.cleanupTask, kind: .processing)

        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
    }

    /// workmanager does not surface BGTaskScheduler's register() result. The
    /// scheduler rejects any identifier that is not in
    /// BGTaskSchedulerPermittedIdentifiers ("Registration rejected; … is not
    /// advertised in the application's Info.plist"), so mirror that check.
    private func record(_ identifier: String, kind: EvidenceRecorder.Kind) {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        let ok = permitted.contains(identifier)
        if ok { Self.registeredTaskIDs.insert(identifier) }
        EvidenceRecorder.shared.record(identifier, kind: kind, phase: .registration,
                                       outcome: ok ? .succeeded : .failed,
                                       errorType: ok ? nil : "BGTaskScheduler.Error.notPermitted")
    }
}

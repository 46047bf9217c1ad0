import BackgroundTasks
import Flutter
import UIKit
import flutter_background_service_ios

final class PushRegistration {
    var onResult: ((Data?, Error?) -> Void)?
    private(set) var lastToken: Data?

    func didRegister(_ token: Data) {
        lastToken = token
        NSLog("[push] APNs token received (%d bytes)", token.count)
        onResult?(token, nil)
    }

    func didFail(_ error: Error) {
        NSLog("[push] Failed to register for remote notifications: %@", String(describing: error))
        onResult?(nil, error)
    }
}

@main
@objc class AppDelegate: FlutterAppDelegate {
    let pushRegistration = PushRegistration()

    override func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        DiagnosticsRecorder.start(environment: ProcessInfo.processInfo.environment)

        // flutter_background_service_ios registers its BGAppRefreshTask
        // ("dev.flutter.background.refresh") from register(with:) below.
        SwiftFlutterBackgroundServicePlugin.taskIdentifier = "dev.flutter.background.refresh"
        GeneratedPluginRegistrant.register(with: self)
        DiagnosticsRecorder.shared?.recordPluginRegistration(
            identifier: SwiftFlutterBackgroundServicePlugin.taskIdentifier,
            kind: .appRefresh
        )

        UNUserNotificationCenter.current().delegate = self
        let finished = super.application(application, didFinishLaunchingWithOptions: launchOptions)
        DiagnosticsRecorder.shared?.markLaunchFinished()
        return finished
    }

    override func application(_ application: UIApplication,
                              didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        pushRegistration.didRegister(deviceToken)
        super.application(application, didRegisterForRemoteNotificationsWithDeviceToken: deviceToken)
    }

    override func application(_ application: UIApplication,
                              didFailToRegisterForRemoteNotificationsWithError error: Error) {
        pushRegistration.didFail(error)
        super.application(application, didFailToRegisterForRemoteNotificationsWithError: error)
    }
}

import Flutter
import UIKit
import workmanager
import home_widget

@main
@objc class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    GeneratedPluginRegistrant.register(with: self)

    // Plugins for the workmanager background isolate.
    WorkmanagerPlugin.setPluginRegistrantCallback { registry in
      GeneratedPluginRegistrant.register(with: registry)
    }
    WorkmanagerPlugin.registerPeriodicTask(
      withIdentifier: "com.hearthlog.app.widget-refresh",
      frequency: NSNumber(value: 20 * 60))

    // NOTE(#512): the home_widget interactivity registrant was removed together with
    // the old iOS 16 widget target ("unused since the widget moved to AppIntents").
    // if #available(iOS 17, *) {
    //   HomeWidgetBackgroundWorker.setPluginRegistrantCallback { registry in
    //     GeneratedPluginRegistrant.register(with: registry)
    //   }
    // }

    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}

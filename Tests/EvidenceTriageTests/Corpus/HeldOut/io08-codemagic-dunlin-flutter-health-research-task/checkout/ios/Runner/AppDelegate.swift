import Flutter
import UIKit
import workmanager_apple

@main
@objc class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    GeneratedPluginRegistrant.register(with: self)
    WorkmanagerPlugin.setPluginRegistrantCallback { registry in
      GeneratedPluginRegistrant.register(with: registry)
    }
    // Pre-register before launch finishes (BGTaskScheduler requirement).
    WorkmanagerPlugin.registerBGHealthResearchTask(withIdentifier: "dev.dunlin.study.upload")
    WorkmanagerPlugin.registerBGProcessingTask(withIdentifier: "dev.dunlin.study.upload-fallback")
    StudyDiagnostics.shared.recordLaunch()
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}

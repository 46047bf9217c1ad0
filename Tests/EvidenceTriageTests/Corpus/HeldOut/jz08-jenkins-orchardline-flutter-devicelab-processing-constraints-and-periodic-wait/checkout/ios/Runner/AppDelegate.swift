import Flutter
import UIKit
import workmanager

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
    // Dart: registerPeriodicTask(periodicSync, frequency: 15 min)
    WorkmanagerPlugin.registerPeriodicTask(withIdentifier: "com.orchardline.app.periodic-sync",
                                           frequency: NSNumber(value: 15 * 60))
    TaskRecorder.shared.record("com.orchardline.app.periodic-sync", kind: "appRefresh",
                               phase: "registration", outcome: "succeeded")
    SoilModelTask.register()   // native BGProcessingTask, see Background/SoilModelTask.swift
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}

import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UserDefaults.standard.register(defaults: ["wren.upload.host": AppEnvironment.current.uploadHost])
        NSLog("[App] registered defaults uploadHost=%@", AppEnvironment.current.uploadHost)
        return true
    }

    func application(_ application: UIApplication,
                     handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void) {
        UploadCenter.shared.attach(identifier: identifier, completion: completionHandler)
    }
}

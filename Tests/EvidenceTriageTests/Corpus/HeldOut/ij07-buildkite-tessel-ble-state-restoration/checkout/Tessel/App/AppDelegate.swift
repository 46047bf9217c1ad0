import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private(set) var sensorCentral: SensorCentral?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        if ProcessInfo.processInfo.environment["XCTestConfigurationFilePath"] == nil {
            sensorCentral = SensorCentral()
        }
        ReadingsUploader.register()
        return true
    }
}
